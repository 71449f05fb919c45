/// Writes, for each cell and reusable view class in pasted code, the closure a
/// table or collection view calls to make one (`ReusableViews.register`): Swift
/// on Linux cannot call `init(style:reuseIdentifier:)` or `init(frame:)` on a
/// class object, so UIKit's `register(MyCell.self, …)` needs it spelled out.
/// A class gets one only when that initialiser is callable: it declares it, or
/// declares no designated initialiser (and so inherits its superclass's).
struct ReusableViewFactoryWriter {
  let classes: [ClassInfo]

  /// UIKit's reusable classes and the initialiser a list makes them with.
  static let bases: [String: (labels: [String], call: String)] = [
    "UITableViewCell": (["style", "reuseIdentifier"], "(style: .default, reuseIdentifier: $0)"),
    "UITableViewHeaderFooterView": (["reuseIdentifier"], "(reuseIdentifier: $0)"),
    "UICollectionViewCell": (["frame"], "(frame: .zero)"),
    "UICollectionViewListCell": (["frame"], "(frame: .zero)"),
    "UICollectionReusableView": (["frame"], "(frame: .zero)"),
  ]

  /// The UIKit base a class descends from (through pasted classes), if it is a reusable one.
  private func base(of info: ClassInfo) -> String? {
    var current: String? = info.superclass
    var seen: Set<String> = [info.name]
    while let name = current, !seen.contains(name) {
      seen.insert(name)
      let plain = name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
      if let hit = Self.bases.keys.first(where: { $0 == plain }) { return hit }
      current = classes.first { $0.name == name }?.superclass
    }
    return nil
  }

  /// Whether `Name(<labels>)` compiles: declared here, or inherited through classes declaring no designated initialiser.
  private func callable(_ info: ClassInfo, _ labels: [String]) -> Bool {
    if info.designatedInitLabels.contains(labels) { return true }
    guard info.designatedInitLabels.isEmpty else { return false }
    guard let parent = classes.first(where: { $0.name == info.superclass }) else { return true }
    return callable(parent, labels)
  }

  /// Registration lines for the classes of file `index`.
  func lines(forFile index: Int) -> String {
    var out = ""
    for info in classes where info.fileIndex == index {
      guard let base = base(of: info), let entry = Self.bases[base], callable(info, entry.labels) else { continue }
      // A maker that does not pass the reuse identifier on names its parameter `_`.
      let parameter = entry.call.contains("$0") ? "" : "_ in "
      out += "  ReusableViews.register(\(info.name).self) { \(parameter)\(info.name)\(entry.call) }\n"
    }
    return out
  }
}
