import Foundation

/// Registering and dequeuing cells and supplementary views, by identifier or by
/// iOS 14's registrations. A dequeued view comes from the reuse pool (after
/// `prepareForReuse()`), else is made from what was registered.
extension UICollectionView {
  /// Registers a class for making new cells with the given reuse identifier; `nil` removes the registration.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    sources["cell." + identifier] = cellClass.map { .type($0) }
  }
  /// Registers a nib for making new cells with the given reuse identifier; `nil` removes the registration.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    sources["cell." + identifier] = nib.map { .nib($0) }
  }
  /// Registers a class for making supplementary views of the given kind and reuse identifier; `nil` removes it.
  public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
    sources["supplementary.\(elementKind)." + identifier] = viewClass.map { .type($0) }
  }
  /// Registers a nib for making supplementary views of the given kind and reuse identifier; `nil` removes it.
  public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
    sources["supplementary.\(kind)." + identifier] = nib.map { .nib($0) }
  }
  /// A storyboard's prototype cell.
  func registerPrototype(_ identifier: String, _ make: @escaping @MainActor () -> UIView?) {
    sources["cell." + identifier] = .prototype(make)
  }

  /// Returns a reusable cell for the given reuse identifier, from the reuse pool or newly made from its registration.
  ///
  /// An identifier with nothing registered reports an authoring error (iOS stops the app) and returns a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    if let cell = dequeue("cell." + identifier, identifier: identifier) as? UICollectionViewCell { return cell }
    layer.report(AuthoringError(
      problem: "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register "
        + "a nib or a class for the identifier or connect a prototype cell in a storyboard (UIKit's message; iOS stops the app here)",
      fix: "Call collectionView.register(YourCell.self, forCellWithReuseIdentifier: \"\(identifier)\") first"))
    return UICollectionViewCell(frame: .zero)
  }

  /// Returns a reusable supplementary view of the given kind and reuse identifier, from the pool or newly made.
  ///
  /// A kind and identifier with nothing registered reports an authoring error and returns an empty view.
  public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
    if let view = dequeue("supplementary.\(elementKind)." + identifier, identifier: identifier) { return view }
    return missingSupplementary(elementKind, indexPath)
  }

  /// What a layout asked for and nothing provides: reported, and an empty view stands in.
  func missingSupplementary(_ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView {
    layer.report(AuthoringError(
      problem: "the layout asks for a supplementary view of kind \(kind) at \(indexPath), and nothing is registered for it "
        + "(iOS stops the app here)",
      fix: "Register a view for that kind and return it from collectionView(_:viewForSupplementaryElementOfKind:at:)"))
    return UICollectionReusableView(frame: .zero)
  }

  private func dequeue(_ key: String, identifier: String) -> UICollectionReusableView? {
    if var pool = cellPool[key], !pool.isEmpty {
      let view = pool.removeFirst()
      cellPool[key] = pool
      view.prepareForReuse()
      return view
    }
    guard let source = sources[key],
          let view = ReusableViews.make(from: source, reuseIdentifier: identifier, for: self) as? UICollectionReusableView
    else { return nil }
    if view.reuseIdentifier == nil { view.reuseIdentifier = identifier }
    view.poolKey = key
    noteCellMade()
    return view
  }

  /// Returns a reusable cell made by the given registration and configured by its handler for the given item.
  ///
  /// The handler runs only when `item` is not `nil`.
  public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                        for indexPath: IndexPath, item: Item?) -> Cell {
    if sources["cell." + registration.identifier] == nil {
      sources["cell." + registration.identifier] = registration.source
    }
    let view = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let cell = view as? Cell else { return ReusableViews.standIn(Cell.self) }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Returns a reusable supplementary view made by the given registration and configured by its handler.
  public func dequeueConfiguredReusableSupplementary<View>(using registration: SupplementaryRegistration<View>,
                                                          for indexPath: IndexPath) -> View {
    let key = "supplementary.\(registration.elementKind)." + registration.identifier
    if sources[key] == nil { sources[key] = registration.source }
    let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                for: indexPath)
    guard let typed = view as? View else { return ReusableViews.standIn(View.self) }
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }

  /// `UICollectionView.CellRegistration` (iOS 14): how to make and configure a cell for an item.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// A block that configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let source: ReusableSource
    let identifier: String

    /// Creates a registration that makes cells of its `Cell` class and configures them with the given handler.
    public init(handler: @escaping Handler) {
      self.handler = handler
      source = .type(Cell.self)
      identifier = "CellRegistration.\(String(reflecting: Cell.self)).\(RegistrationCounter.next())"
    }
    /// Creates a registration that makes cells from the given nib and configures them with the given handler.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.handler = handler
      source = .nib(cellNib)
      identifier = "CellRegistration.nib.\(RegistrationCounter.next())"
    }
  }

  /// `UICollectionView.SupplementaryRegistration` (iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// A block that configures a supplementary view of an element kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let handler: Handler
    let source: ReusableSource
    let elementKind: String
    let identifier: String

    /// Creates a registration that makes supplementary views of the given kind from its class and configures them.
    public init(elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
      source = .type(Supplementary.self)
      identifier = "SupplementaryRegistration.\(RegistrationCounter.next())"
    }
    /// Creates a registration that makes supplementary views of the given kind from the given nib and configures them.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
      source = .nib(supplementaryNib)
      identifier = "SupplementaryRegistration.nib.\(RegistrationCounter.next())"
    }
  }
}

/// Numbers registrations in the order they are made (deterministic, unlike UUIDs).
enum RegistrationCounter {
  @MainActor private static var value = 0
  static func next() -> Int { MainActor.assumeIsolated { value += 1; return value } }
}
