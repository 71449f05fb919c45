import SwiftSyntax

/// One text replacement, by UTF-8 offsets into the pasted file.
struct Edit {
  var start: Int
  var end: Int
  var replacement: String
}

/// A `#selector(…)` found in a file: where, and what it names.
struct SelectorUse {
  var edit: Edit
  var typeName: String?
  var enclosingType: String?
  var baseName: String
  var labels: [String?]?
  var accessor: String?
  var text: String
}

/// Finds what Linux's compiler refuses: Objective-C attributes and `dynamic` (blanked,
/// so every line and column stays where the user wrote it), `#keyPath` (a string
/// literal) and `#selector` (resolved later against every file's methods).
final class ObjCSyntaxFinder: SyntaxVisitor {
  static let removedAttributes: Set<String> = [
    "IBOutlet", "IBOutletCollection", "IBInspectable", "IBDesignable", "IBAction", "IBSegueAction",
    "objc", "objcMembers", "nonobjc", "GKInspectable",
    // A pasted AppDelegate's entry point: the package's main.swift is the program's.
    "UIApplicationMain", "NSApplicationMain", "main",
  ]
  var edits: [Edit] = []
  private(set) var selectors: [SelectorUse] = []
  private var typeStack: [String] = []

  init() { super.init(viewMode: .sourceAccurate) }

  private func blank(_ node: some SyntaxProtocol) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    edits.append(Edit(start: start, end: end, replacement: String(repeating: " ", count: end - start)))
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeStack.append(node.name.text); return .visitChildren }
  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if Self.removedAttributes.contains(node.attributeName.trimmedDescription) { blank(node) }
    return .visitChildren
  }

  /// The C library's random numbers, which differ on every run: a call of
  /// `arc4random()` or `arc4random_uniform(_:)` draws from the scene's generator instead
  /// (Flipbook's `_sceneArc4random…`; the names cannot be shadowed, so the call is renamed).
  static let sceneRandomFunctions = ["arc4random": "_sceneArc4random", "arc4random_uniform": "_sceneArc4random_uniform"]

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
       let replacement = Self.sceneRandomFunctions[callee.baseName.text] {
      let token = callee.baseName
      edits.append(Edit(start: token.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    edits += bridgeCasts(in: node)
    return .visitChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "dynamic" { blank(node) }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.macroName.text
    guard name == "keyPath" || name == "selector", let argument = node.arguments.first else { return .visitChildren }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    let newlines = String(repeating: "\n", count: node.trimmedDescription.filter(\.isNewline).count)
    if name == "keyPath" {
      var parts = argument.expression.trimmedDescription.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        .split(separator: ".").map(String.init)
      if parts.count > 1, parts[0] == "self" || parts[0].first?.isUppercase == true { parts.removeFirst() }
      edits.append(Edit(start: start, end: end, replacement: "\"\(parts.joined(separator: "."))\"" + newlines))
      return .skipChildren
    }
    var expression = argument.expression
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      expression = only.expression
    }
    var typeName: String?
    var reference: DeclReferenceExprSyntax?
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let base = member.base?.trimmedDescription
      typeName = base == "self" || base == nil ? nil : base
      reference = member.declName
    } else {
      reference = expression.as(DeclReferenceExprSyntax.self)
    }
    guard let reference else { return .skipChildren }
    let labels = reference.argumentNames.map { $0.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } }
    selectors.append(SelectorUse(
      edit: Edit(start: start, end: end, replacement: newlines), typeName: typeName, enclosingType: typeStack.last,
      baseName: reference.baseName.text, labels: labels, accessor: argument.label?.text, text: node.trimmedDescription))
    return .skipChildren
  }
}

extension ObjCSyntaxFinder {
  /// Geometry that Apple's Foundation bridges out of `NSValue` and Linux's does not.
  static let bridgedTypes: Set<String> = ["CGRect", "CGPoint", "CGSize"]

  /// `x as? CGRect` (and `as!`, CGPoint, CGSize) where `x` may hold an `NSValue`,
  /// as a keyboard notification's frames do: on iOS the cast unboxes it, on
  /// Linux it fails silently, so it becomes `_flipbookBridge(x, as: CGRect.self)`.
  func bridgeCasts(in node: SequenceExprSyntax) -> [Edit] {
    let elements = Array(node.elements)
    guard elements.count >= 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
          let type = elements[2].as(TypeExprSyntax.self), Self.bridgedTypes.contains(type.type.trimmedDescription),
          let mark = cast.questionOrExclamationMark else { return [] }
    let lhs = elements[0]
    let start = lhs.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = lhs.endPositionBeforeTrailingTrivia.utf8Offset
    let typeEnd = type.endPositionBeforeTrailingTrivia.utf8Offset
    let close = ", as: \(type.type.trimmedDescription).self)" + (mark.tokenKind == .exclamationMark ? "!" : "")
    return [Edit(start: start, end: start, replacement: "_flipbookBridge("), Edit(start: end, end: typeEnd, replacement: close)]
  }
}

extension Array where Element == Edit {
  /// `source` with the edits applied (they do not overlap; applied from the end).
  func applied(to source: [UInt8]) -> [UInt8] {
    var bytes = source
    for edit in sorted(by: { $0.start > $1.start }) where edit.start <= edit.end && edit.end <= bytes.count {
      bytes.replaceSubrange(edit.start..<edit.end, with: [UInt8](edit.replacement.utf8))
    }
    return bytes
  }
}
