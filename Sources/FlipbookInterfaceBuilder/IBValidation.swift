/// The checks made once when a document is read: every id a connection or a
/// constraint names exists, the initial controller exists, constraint attributes
/// are ones Auto Layout has, and relationship/embed segues (which UIKit follows
/// eagerly when it makes a controller) form no cycle.
struct IBValidation {
  let document: IBDocument
  let reader: ElementReader

  static let attributes: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
    "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
    "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    "baseline",  // Xcode 6's name for lastBaseline
  ]

  private func fail(_ line: Int, _ problem: String, _ fix: String) -> IBError {
    IBError(file: document.file, line: line, problem: problem, fix: fix)
  }

  func check() throws(IBError) {
    if let initial = document.initialViewController, document.object(id: initial) == nil {
      throw fail(0, "names initialViewController \"\(initial)\", which is no scene's controller",
                 "tick \"Is Initial View Controller\" on a controller in Xcode")
    }
    for placeholder in document.placeholders {
      for c in placeholder.connections { try check(c) }
    }
    for object in document.objects { try check(object) }
    try checkCycles()
  }

  private func check(_ object: IBObject) throws(IBError) {
    for c in object.connections { try check(c) }
    for c in object.constraints {
      for item in [c.firstItem, c.secondItem].compactMap({ $0 }) where reader.ids[item] == nil {
        throw fail(c.line, "<constraint> names item \"\(item)\", which is not in the document",
                   "delete the constraint in Xcode and add it again")
      }
      for attribute in [c.firstAttribute, c.secondAttribute].compactMap({ $0 })
      where !Self.attributes.contains(attribute) && attribute != "notAnAttribute" {
        throw fail(c.line, "<constraint> has attribute \"\(attribute)\", which Auto Layout does not have",
                   "use one of \(Self.attributes.sorted().joined(separator: ", "))")
      }
      if !["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(c.relation) {
        throw fail(c.line, "<constraint> has relation \"\(c.relation)\"", "use equal, lessThanOrEqual or greaterThanOrEqual")
      }
    }
    for child in object.subviews { try check(child) }
    for child in object.items { try check(child) }
    for child in object.objects.values { try check(child) }
  }

  private func check(_ c: IBConnection) throws(IBError) {
    guard reader.ids[c.destination] == nil else { return }
    throw fail(c.line, "a connection names destination \"\(c.destination)\", which is not in the document",
               "remove the broken connection in Xcode's connections inspector (it marks it with a warning)")
  }

  /// Relationship and embed segues are made with their source: a cycle would never end.
  private func checkCycles() throws(IBError) {
    var edges: [String: [(String, Int)]] = [:]
    func collect(_ o: IBObject, owner: String) {
      for c in o.connections {
        if case .segue(let kind, _, _, _, _) = c.kind, kind == "relationship" || kind == "embed" {
          edges[owner, default: []].append((c.destination, c.line))
        }
      }
      for child in o.subviews + o.items + Array(o.objects.values) { collect(child, owner: owner) }
    }
    for o in document.objects { collect(o, owner: o.id) }
    var state: [String: Int] = [:]  // 1 visiting, 2 done
    func visit(_ id: String) throws(IBError) {
      state[id] = 1
      for (next, line) in edges[id] ?? [] {
        if state[next] == 1 {
          throw fail(line, "relationship or embed segues loop back to controller \"\(next)\"",
                     "point the segue at another controller; UIKit would make controllers for ever")
        }
        if state[next] == nil { try visit(next) }
      }
      state[id] = 2
    }
    for id in edges.keys.sorted() where state[id] == nil { try visit(id) }
  }
}
