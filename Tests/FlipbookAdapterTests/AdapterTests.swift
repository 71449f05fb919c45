import Testing
@testable import FlipbookAdapter

/// The adaptations, each on a file of the shape app code has (our own code).
@Suite struct AdapterTests {
  func adapt(_ files: [String]) -> Adapter.Output {
    Adapter.adapt(files.enumerated().map { Adapter.Input(path: "/app/Pasted/File\($0.offset).swift", bytes: Array($0.element.utf8)) })
  }

  /// The adapted text between the `#sourceLocation` lines.
  func body(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.dropFirst().prefix { $0 != "#sourceLocation()" }.joined(separator: "\n")
  }

  static let controller = """
    import UIKit

    class CardViewController: UIViewController {
        @IBOutlet weak var card: UIView!
        @IBOutlet var dots: [UIView]!
        @IBInspectable var radius: CGFloat = 4
        @objc dynamic var progress: CGFloat = 0

        @IBAction func tapped(_ sender: UIButton) {
            card.layer.add(CABasicAnimation(keyPath: #keyPath(CALayer.opacity)), forKey: nil)
        }
        @objc private func tick(timer: Timer) {}
        func wire(_ button: UIButton) {
            button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            _ = #selector(tick)
            _ = #selector(CardViewController.move(to:))
            _ = #selector(getter: CardViewController.progress)
            _ = #keyPath(card.layer.cornerRadius)
        }
        func move(to point: CGPoint) {}
    }
    """

  @Test func attributesAndDynamicAreBlankedInPlaceKeepingWeakAndOptionality() {
    let text = body(adapt([Self.controller]).files[0])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    func blanked(_ removed: String, _ rest: String) -> String { String(repeating: " ", count: 4 + removed.count + 1) + rest }
    #expect(lines[3] == blanked("@IBOutlet", "weak var card: UIView!"))
    #expect(lines[4] == blanked("@IBOutlet", "var dots: [UIView]!"))
    #expect(lines[5] == blanked("@IBInspectable", "var radius: CGFloat = 4"))
    #expect(lines[6] == blanked("@objc dynamic", "var progress: CGFloat = 0"))
    #expect(lines[8] == blanked("@IBAction", "func tapped(_ sender: UIButton) {"))
    // Every line stays where the user wrote it, so diagnostics name the pasted lines.
    #expect(lines.count == Self.controller.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test func keyPathsBecomeStringsRelativeToTheirRoot() {
    let text = body(adapt([Self.controller]).files[0])
    #expect(text.contains("CABasicAnimation(keyPath: \"opacity\")"))
    #expect(text.contains("_ = \"card.layer.cornerRadius\""))
  }

  @Test func selectorsTakeTheObjectiveCNamesOfTheMethodsTheyName() {
    let text = body(adapt([Self.controller]).files[0])
    #expect(text.contains("action: __flipbookSelector(\"tapped:\"), for:"))
    #expect(text.contains("_ = __flipbookSelector(\"tickWithTimer:\")"))   // resolved from the declaration's labels
    #expect(text.contains("_ = __flipbookSelector(\"moveTo:\")"))
    #expect(text.contains("_ = __flipbookSelector(\"progress\")"))
  }

  @Test func theFileStartsAtItsOwnFirstLineAndRegistersItsMethods() {
    let output = adapt([Self.controller])
    let file = output.files[0]
    #expect(file.hasPrefix("#sourceLocation(file: \"/app/Pasted/File0.swift\", line: 1)\nimport UIKit\n"))
    // @IBAction, @objc (private too: registered from an extension in the same file), and move(to:), which a selector names.
    #expect(file.contains("SelectorRegistry.register(CardViewController.self, \"tapped:\")"))
    #expect(file.contains("SelectorRegistry.register(CardViewController.self, \"tickWithTimer:\")"))
    #expect(file.contains("SelectorRegistry.register(CardViewController.self, \"moveTo:\")"))
    #expect(file.contains("SelectorRegistry.discard(target.move(to: a0))"))
    #expect(file.contains("nonisolated func __flipbookRegisterSelectorsFile0()"))
    #expect(output.registry.contains("__flipbookRegisterSelectorsFile0()"))
  }

  /// Outlets, outlet collections, inspectables and `@objc` properties get a setter by
  /// name (what Interface Builder's key-value coding sets on iOS), converting
  /// numbers to the declared type; the module's registrar is found by name.
  @Test func interfaceBuilderPropertiesGetSettersByName() {
    let output = adapt([Self.controller])
    let file = output.files[0]
    #expect(file.contains("PropertyRegistry.register(CardViewController.self) { object, key, value in"))
    #expect(file.contains("case \"card\":\n          guard let v = value as? UIView else { return false }\n          target.card = v"))
    #expect(file.contains("target.dots = v.compactMap { $0 as? UIView }"))
    #expect(file.contains("guard let v = PropertyRegistry.double(value) else { return false }\n          target.radius = CGFloat(v)"))
    #expect(file.contains("target.progress = CGFloat(v)"))
    #expect(output.registry.contains("nonisolated final class __FlipbookPastedCode: PastedCodeRegistrar {"))
  }

  /// A pasted AppDelegate's entry point is blanked: the package's main.swift is the program's.
  @Test func theCLibrarysRandomNumbersComeFromTheScene() {
    let file = """
      let red = CGFloat(arc4random_uniform(255)) / 255
      let bits = arc4random()
      let arc4random_uniform = 3  // a name of the app's own, not a call: left alone
      """
    let adapted = body(adapt([file]).files[0])
    #expect(adapted.contains("CGFloat(_sceneArc4random_uniform(255)) / 255"))
    #expect(adapted.contains("let bits = _sceneArc4random()"))
    #expect(adapted.contains("let arc4random_uniform = 3"))
  }

  @Test func appEntryPointsAreBlanked() {
    let text = body(adapt(["@UIApplicationMain\nclass A: UIResponder, UIApplicationDelegate {}\n@main class B {}\n"]).files[0])
    #expect(text.hasPrefix(String(repeating: " ", count: 18) + "\nclass A: UIResponder, UIApplicationDelegate {}\n      class B {}"))
  }

  /// A selector may name a method declared in another pasted file; overriding
  /// subclasses inherit the registration (dispatch walks superclasses).
  @Test func selectorsResolveAcrossFiles() {
    let output = adapt([
      "class Pulse: UIView {\n    func start() { _ = #selector(beat) }\n}\n",
      "extension Pulse {\n    func beat(_ link: CADisplayLink) {}\n}\n",
    ])
    #expect(output.files[0].contains("_ = __flipbookSelector(\"beat:\")"))
    #expect(output.files[1].contains("SelectorRegistry.register(Pulse.self, \"beat:\")"))
    #expect(output.registry.contains("__flipbookRegisterSelectorsFile1()"))
  }

  @Test func aSelectorNamingNoVisibleMethodIsACompileErrorNamingIt() {
    let output = adapt(["class A: UIView {\n    func f() { _ = #selector(vanish(_:)) }\n}\n"])
    #expect(output.files[0].contains("_ = __flipbookUnseenSelector0()"))
    #expect(output.registry.contains(
      "@available(*, unavailable, message: \"#selector(vanish(_:)) names no method Flipbook's adaptation plugin can see"))
  }

  /// A truncated paste or bytes that are not UTF-8 are passed on for the compiler to
  /// report at the user's file and line; the adapter never fails on them.
  @Test func brokenInputIsPassedOnForTheCompiler() {
    let truncated = adapt(["class A: UIView {\n    @objc func f( {\n"])
    #expect(truncated.files[0].contains("#sourceLocation(file: \"/app/Pasted/File0.swift\", line: 1)"))
    let latin1 = Adapter.adapt([Adapter.Input(path: "/app/Pasted/Old.swift", bytes: [0x2F, 0x2F, 0x20, 0xE9, 0x0A])])
    #expect(latin1.files[0].utf8.count >= 4)
  }

  @Test func outputNamesDifferFromThePastedNames() {
    #expect(Adapter.outputName(forPasted: "Views/Card.swift") == "Views/Card+Adapted.swift")
  }
}

/// Casts that Apple's Foundation bridges from `NSValue` and Linux's does not.
@Suite struct BridgedCastTests {
  @Test func geometryCastsGoThroughTheBridgeKeepingLines() {
    let source = """
      func keyboardWillShow(_ note: Notification) {
          guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
          let size = (note.userInfo?["size"] as! CGSize).height
          let other = note.userInfo?["n"] as? Double
      }
      """
    let output = Adapter.adapt([Adapter.Input(path: "/app/Pasted/K.swift", bytes: Array(source.utf8))]).files[0]
    #expect(output.contains("guard let end = _flipbookBridge(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey], as: CGRect.self) else"))
    #expect(output.contains("let size = (_flipbookBridge(note.userInfo?[\"size\"], as: CGSize.self)!).height"))
    #expect(output.contains("note.userInfo?[\"n\"] as? Double"))
    let body = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0 != "#sourceLocation()" }
    #expect(body.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }
}
