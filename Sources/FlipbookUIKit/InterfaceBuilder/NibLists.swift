import FlipbookInterfaceBuilder
import Foundation

/// Tables and collection views from documents: their properties, their
/// prototype cells (each dequeue makes a fresh copy from the document, as
/// UIKit's storyboard-registered nibs do), static table sections, and a cell's
/// `contentView` filled from the document's.
extension NibCoder {
  @MainActor func decodeTable(_ table: UITableView) {
    if let h = number("rowHeight") { table.rowHeight = h }
    if let h = number("estimatedRowHeight") { table.estimatedRowHeight = h }
    if let h = number("sectionHeaderHeight") { table.sectionHeaderHeight = h }
    if let h = number("sectionFooterHeight") { table.sectionFooterHeight = h }
    if let style = choice("separatorStyle", ["none": UITableViewCell.SeparatorStyle.none, "default": .singleLine,
                                              "singleLine": .singleLine, "singleLineEtched": .singleLineEtched]) {
      table.separatorStyle = style
    }
    if let c = color("separatorColor") { table.separatorColor = c }
    if let on = flag("allowsSelection") { table.allowsSelection = on }
    if let on = flag("allowsMultipleSelection") { table.allowsMultipleSelection = on }
    for cell in object.items where cell.element == "tableViewCell" {
      guard let id = cell.attributes["reuseIdentifier"] else { continue }
      table.cellSources[id] = .prototype(prototype(cell))
    }
    let sections = object.items.filter { $0.element == "tableViewSection" }
    if object.attributes["dataMode"] == "static" || !sections.isEmpty {
      table.staticContent = StaticTableContent(sections: sections.map { s in
        StaticTableContent.Section(
          header: s.attributes["headerTitle"], footer: s.attributes["footerTitle"],
          cells: s.items.filter { $0.element == "tableViewCell" }.compactMap { load.make($0) as? UITableViewCell })
      })
    }
  }

  @MainActor func decodeCollection(_ collection: UICollectionView) {
    if let layout = object.objects["collectionViewLayout"], layout.element == "collectionViewFlowLayout" {
      let flow = UICollectionViewFlowLayout()
      if case .size(let w, let h)? = layout.values["itemSize"] { flow.itemSize = CGSize(width: w, height: h) }
      if case .size(let w, let h)? = layout.values["estimatedItemSize"] { flow.estimatedItemSize = CGSize(width: w, height: h) }
      if case .size(let w, let h)? = layout.values["headerReferenceSize"] { flow.headerReferenceSize = CGSize(width: w, height: h) }
      if case .size(let w, let h)? = layout.values["footerReferenceSize"] { flow.footerReferenceSize = CGSize(width: w, height: h) }
      if let n = layout.attributes["minimumLineSpacing"].flatMap(Double.init) { flow.minimumLineSpacing = CGFloat(n) }
      if let n = layout.attributes["minimumInteritemSpacing"].flatMap(Double.init) { flow.minimumInteritemSpacing = CGFloat(n) }
      if layout.attributes["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
      if case .insets(let t, let l, let b, let r)? = layout.values["sectionInset"] {
        flow.sectionInset = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
      }
      load.built[layout.id] = flow
      collection.collectionViewLayout = flow
    }
    for cell in object.items where ["collectionViewCell", "collectionReusableView"].contains(cell.element) {
      guard let id = cell.attributes["reuseIdentifier"] else { continue }
      if cell.element == "collectionViewCell" {
        collection.registerPrototype(id, prototype(cell))
      } else {
        let kind = cell.key == "sectionFooterView" ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
        collection.sources["supplementary.\(kind).\(id)"] = .prototype(prototype(cell))
      }
    }
    for key in ["sectionHeaderView", "sectionFooterView"] {
      guard let view = object.objects[key], let id = view.attributes["reuseIdentifier"] else { continue }
      let kind = key == "sectionFooterView" ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
      collection.sources["supplementary.\(kind).\(id)"] = .prototype(prototype(view))
    }
  }

  @MainActor func decodeTableCell(_ cell: UITableViewCell) {
    decodeCellContent(cell.contentView)
    if let type = choice("accessoryType", ["disclosureIndicator": UITableViewCell.AccessoryType.disclosureIndicator,
                                           "checkmark": .checkmark, "detailButton": .detailButton,
                                           "detailDisclosureButton": .detailDisclosureButton]) {
      cell.accessoryType = type
    }
    if let style = choice("selectionStyle", ["none": UITableViewCell.SelectionStyle.none, "blue": .blue, "gray": .gray,
                                             "default": .default]) {
      cell.selectionStyle = style
    }
    // A legacy-style cell's labels are subviews of its content view, named by id.
    if let id = object.attributes["textLabel"], let label = load.built[id] as? UILabel { cell.builtInText = label }
    if let id = object.attributes["detailTextLabel"], let label = load.built[id] as? UILabel { cell.builtInDetail = label }
    if let id = object.attributes["imageView"], let image = load.built[id] as? UIImageView { cell.builtInImage = image }
  }

  /// A cell's subviews go into the cell's own content view.
  @MainActor func decodeCellContent(_ contentView: UIView) {
    guard let content = object.objects["contentView"] else { return }
    load.built[content.id] = contentView
    decodeChildren(of: contentView, from: content)
  }

  /// Makes a fresh copy of `cell` from the document for each dequeue.
  @MainActor private func prototype(_ cell: IBObject) -> @MainActor () -> UIView? {
    let (document, storyboard, folders) = (load.document, load.storyboard, load.folders)
    return {
      let fresh = NibLoad(document: document, storyboard: storyboard, folders: folders, owner: nil)
      let made = fresh.make(cell) as? UIView
      fresh.finish(placeholders: false)
      return made
    }
  }
}

/// A storyboard's static table: its sections' titles and cells, made once.
@MainActor
final class StaticTableContent {
  struct Section { var header: String?; var footer: String?; var cells: [UITableViewCell] }
  let sections: [Section]
  init(sections: [Section]) { self.sections = sections }

  func cell(at path: IndexPath) -> UITableViewCell? {
    guard sections.indices.contains(path.section), sections[path.section].cells.indices.contains(path.row) else { return nil }
    return sections[path.section].cells[path.row]
  }
}
