import FlipbookInterfaceBuilder
import Foundation

/// The classes Interface Builder's element names stand for.
@MainActor
enum NibClasses {
  static let base: [String: AnyClass] = [
    "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
    "imageView": UIImageView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
    "switch": UISwitch.self, "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
    "segmentedControl": UISegmentedControl.self, "pageControl": UIPageControl.self,
    "visualEffectView": UIVisualEffectView.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
    "window": UIWindow.self, "control": UIControl.self, "slider": UISlider.self, "stepper": UIStepper.self,
    "textField": UITextField.self, "textView": UITextView.self,
    "viewController": UIViewController.self, "navigationController": UINavigationController.self,
    "tabBarController": UITabBarController.self,
    "tableView": UITableView.self, "tableViewController": UITableViewController.self,
    "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
    "collectionViewController": UICollectionViewController.self, "collectionViewCell": UICollectionViewCell.self,
    "collectionReusableView": UICollectionReusableView.self,
    "navigationItem": UINavigationItem.self, "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
  ]

  /// UIKit classes a document's `customClass` may name directly.
  static let byName: [String: AnyClass] = {
    var table: [String: AnyClass] = [:]
    for cls in base.values { table[String(describing: cls)] = cls }
    for cls in NibGestures.classes.values { table[String(describing: cls)] = cls }
    return table
  }()

  /// Elements that describe no object a scene's touches reach (tvOS's press and the pointer's hover recognizers).
  static let ignored: Set<String> = ["pongPressGestureRecognizer", "hoverGestureRecognizer"]

  /// Objects that are parts of another (made or refused with it), or references.
  static let parts: Set<String> = [
    "viewControllerPlaceholder", "collectionViewFlowLayout", "collectionViewLayout", "tableViewCellContentView",
    "collectionViewCellContentView", "placeholder", "exit", "tableViewSection", "textAttributes", "wkWebViewConfiguration",
    "wkPreferences", "audiovisualMediaTypes", "dataDetectorType", "navigationBarAppearance", "tabBarAppearance",
  ]

  /// What a document may hold that Flipbook cannot make yet, and why.
  static let missing: [String: String] = [
    "datePicker": "UIDatePicker, which Flipbook does not have yet", "pickerView": "UIPickerView, which Flipbook does not have yet",
    "searchBar": "UISearchBar, which Flipbook does not have yet", "toolbar": "UIToolbar, which Flipbook does not have yet",
    "mapView": "MKMapView, which needs Apple's map data", "wkWebView": "WKWebView, which needs a web engine",
    "webView": "UIWebView, which needs a web engine", "pageViewController": "UIPageViewController, which Flipbook does not have yet",
    "splitViewController": "UISplitViewController, which Flipbook does not have yet",
    "customObject": "a custom object, which Flipbook cannot make by class name (Linux has no Objective-C runtime)",
    "avPlayerViewController": "AVPlayerViewController, which needs video playback", "glkViewController": "GLKViewController (OpenGL)",
    "glkView": "GLKView (OpenGL)", "sceneKitView": "SCNView (SceneKit)", "skView": "SKView (SpriteKit)",
    "mtkView": "MTKView (Metal)", "arscnView": "ARSCNView (ARKit)", "arView": "ARView (RealityKit)",
    "arskView": "ARSKView (ARKit)", "hostingController": "UIHostingController (SwiftUI)",
    "searchDisplayController": "UISearchDisplayController (removed in iOS 14)",
  ]

  static var names: String { base.keys.filter { $0 != "control" }.sorted().joined(separator: ", ") }
}

/// What Flipbook can build of an Interface Builder document, without building it:
/// for `flipbook inspect` and for tests that check a storyboard before rendering it.
public enum InterfaceBuilderSupport {
  /// Why Flipbook cannot make objects of element `name` (`tableView`), or nil when it can
  /// (or when the element is no object, such as `rect` or `constraint`).
  @MainActor public static func missing(element name: String) -> String? {
    if NibClasses.base[name] != nil || NibGestures.classes[name] != nil || NibClasses.ignored.contains(name)
      || NibClasses.parts.contains(name) { return nil }
    return NibClasses.missing[name] ?? "a class Flipbook does not have"
  }
}

extension InterfaceBuilderSupport {
  /// Builds every scene of the storyboard or XIB at `path` as UIKit would (each
  /// controller and its view), without the app's code: custom classes become their
  /// UIKit base and outlets to them are left unset. Returns each scene's id with the
  /// problems building it reported (none: it builds). Asset catalogs are looked for
  /// beside the document and up to two folders above it.
  @MainActor public static func build(documentAt path: String) -> [(scene: String, problems: [String])] {
    let document: IBDocument
    do { document = try IBReader.read(contentsOf: path) } catch { return [("", ["\(error)"])] }
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    var folders: [String] = []
    for _ in 0..<3 {
      folders.append(folder.path)
      folder.deleteLastPathComponent()
    }
    NibLoad.withoutAppCode = true
    defer { NibLoad.withoutAppCode = false }
    let storyboard = UIStoryboard(name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                                  document: document, folders: folders)
    let targets: [(String, (UIStoryboard) -> Void)] = document.kind == .xib
      ? [("", { _ in _ = UINib(document: document, folders: folders).instantiate(withOwner: nil) })]
      : document.objects.map { o in (o.id, { sb in sb.instantiate(id: o.id, line: o.line)?.loadViewIfNeeded() }) }
    return targets.map { id, build in
      let clock = VirtualClock()
      clock.run { build(storyboard) }
      return (id, clock.errors.map { "\($0)" })
    }
  }
}
