import SwiftSyntax

/// A method a selector can name: where it is declared and how to call it.
struct MethodInfo: Equatable {
  /// The type it belongs to, as written at file scope (`ViewController`, `Outer.Inner`).
  var typeName: String
  var baseName: String
  /// (argument label or nil for `_`, parameter type as written).
  var parameters: [(label: String?, type: String)]
  var isObjC: Bool
  var isThrowing: Bool
  var fileIndex: Int

  static func == (a: MethodInfo, b: MethodInfo) -> Bool {
    a.typeName == b.typeName && a.baseName == b.baseName && a.parameters.map(\.label) == b.parameters.map(\.label)
  }

  /// The Objective-C selector name Swift gives the method: `tapped`, `tapped:`,
  /// `moveTo:`, `fadeWithDuration:delay:`.
  var selectorName: String { SelectorName.make(baseName, labels: parameters.map(\.label)) }
}

enum SelectorName {
  static let prepositions: Set<String> = ["to", "for", "with", "at", "in", "on", "from", "by", "of", "into", "after", "before"]

  static func make(_ base: String, labels: [String?]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if let label = first {
      let lead = label.prefix { $0.isLowercase }
      name += (prepositions.contains(String(lead)) ? "" : "With") + label.prefix(1).uppercased() + label.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label ?? "") + ":" }
    return name
  }
}

/// A property Interface Builder sets by name: an `@IBOutlet`, `@IBOutletCollection`,
/// `@IBInspectable` or `@objc` variable of a class (what key-value coding reaches on iOS).
struct PropertyInfo: Equatable {
  var typeName: String
  var name: String
  /// The declared type without `?` or `!` (`UILabel`, `[UIButton]`, `CGFloat`).
  var type: String
  var fileIndex: Int
}

/// A class declared in pasted code: enough to know whether a list can make it.
struct ClassInfo {
  var name: String
  var superclass: String?
  /// Each designated initialiser's argument labels (`["style", "reuseIdentifier"]`).
  var designatedInitLabels: [[String]]
  var fileIndex: Int
}

/// Collects, in one file, the methods of classes and extensions that selectors can name.
final class DeclarationCollector: SyntaxVisitor {
  let fileIndex: Int
  private var typeStack: [(name: String, registrable: Bool)] = []
  private(set) var methods: [MethodInfo] = []
  private(set) var properties: [PropertyInfo] = []
  /// Type names declared as classes in this file (extensions of them can register).
  private(set) var classes: Set<String> = []
  /// The non-generic classes declared here, with their superclass and initialisers.
  private(set) var classInfos: [ClassInfo] = []

  init(fileIndex: Int) {
    self.fileIndex = fileIndex
    super.init(viewMode: .sourceAccurate)
  }

  private var currentType: String? {
    typeStack.allSatisfy(\.registrable) ? typeStack.map(\.name).joined(separator: ".").nilIfEmpty : nil
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let generic = node.genericParameterClause != nil
    typeStack.append((node.name.text, !generic))
    if let name = currentType {
      classes.insert(name)
      let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        .filter { i in !i.modifiers.contains { $0.name.text == "convenience" } }
        .map { i in i.signature.parameterClause.parameters.map { $0.firstName.text } }
      // A private class nested in a type cannot be named from the file's registration function.
      let hidden = name.contains(".") && node.modifiers.contains { $0.name.text == "private" }
      if !hidden {
        classInfos.append(ClassInfo(name: name, superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                                    designatedInitLabels: inits, fileIndex: fileIndex))
      }
    }
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append((node.extendedType.trimmedDescription, node.genericWhereClause == nil))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  // Structs, enums, actors and protocols hold no selector targets.
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  // Local types (in function bodies) cannot be named from outside.
  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func push(_ name: String) -> SyntaxVisitorContinueKind {
    typeStack.append((name, false))
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let marked = node.attributes.contains { attribute in
      guard case .attribute(let a) = attribute else { return false }
      return ["IBOutlet", "IBOutletCollection", "IBInspectable", "objc"].contains(a.attributeName.trimmedDescription)
    }
    guard marked, let typeName = currentType, node.bindingSpecifier.tokenKind == .keyword(.var),
          !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            var type = binding.typeAnnotation?.type.trimmedDescription else { continue }
      while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
      properties.append(PropertyInfo(typeName: typeName, name: name, type: type, fileIndex: fileIndex))
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let typeName = currentType, node.genericParameterClause == nil,
          !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
          node.signature.effectSpecifiers?.asyncSpecifier == nil else { return .skipChildren }
    var parameters: [(String?, String)] = []
    for p in node.signature.parameterClause.parameters {
      if p.ellipsis != nil || p.type.is(AttributedTypeSyntax.self) { return .skipChildren }  // variadic, inout
      let label = p.firstName.tokenKind == .wildcard ? nil : p.firstName.text
      parameters.append((label, p.type.trimmedDescription))
    }
    let objc = node.attributes.contains { attribute in
      guard case .attribute(let a) = attribute else { return false }
      return ["objc", "IBAction", "IBSegueAction"].contains(a.attributeName.trimmedDescription)
    }
    methods.append(MethodInfo(typeName: typeName, baseName: node.name.text, parameters: parameters, isObjC: objc,
                              isThrowing: node.signature.effectSpecifiers?.throwsClause != nil, fileIndex: fileIndex))
    return .skipChildren
  }
}

extension String {
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
