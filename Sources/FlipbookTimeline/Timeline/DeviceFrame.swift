import Foundation

// MARK: - Device frames
//
// `--device`: the canvas drawn inside an iPhone, as marketing and documentation
// videos show apps. Flipbook draws the phone itself (no Apple artwork): a dark
// bezel around a screen with the corner radius of the phone the canvas's size
// is, the Dynamic Island on 852 and 932 pt tall canvases (iPhone 14 Pro and
// later), the notch on 812–926 pt ones (iPhone X to 14), and on shorter ones
// (iPhone 8, SE) square screen corners between a top and bottom chin with the
// speaker and the home button. The phone stands on `background`, with a soft shadow.
// Sizes follow Apple's published screen geometry: screen corner radii 39 (X/11
// Pro), 47.33 (12–14), 55 (14 Pro, 15), 44 (XR, 11); island 126x37 pt, 11 pt from
// the top; notch 209x30 pt. The frame is layers added around the scene's own
// root, so every output (frames, video, sheets, preview) draws it the same way.

extension BakedScene {
  /// This scene inside a phone on `background` (the scene's own background fills the screen).
  public func inDeviceFrame(background: CGColor?) throws -> BakedScene {
    let screen = canvas.size
    let style = DeviceStyle(screen: screen)
    let margin: CGFloat = 40
    let phone = CGRect(x: margin, y: margin, width: screen.width + 2 * style.side,
                       height: screen.height + style.top + style.bottom)
    let size = CGSize(width: phone.width + 2 * margin, height: phone.height + 2 * margin)
    var next = (timeline.layers.map(\.id).max() ?? 0) + 1
    func track(_ props: LayerProps, sublayers: [Int] = []) -> LayerTrack {
      defer { next += 1 }
      return LayerTrack(id: next, typeName: "DeviceFrame",
                        snapshots: [LayerSnapshot(time: 0, props: props, sublayers: sublayers, mask: nil)], animations: [])
    }
    func box(_ frame: CGRect, color: CGColor?, radius: CGFloat = 0) -> LayerProps {
      var p = LayerProps()
      p.bounds = CGRect(origin: .zero, size: frame.size)
      p.position = CGPoint(x: frame.midX, y: frame.midY)
      p.backgroundColor = color
      p.cornerRadius = radius
      p.cornerCurve = .continuous
      return p
    }
    // The screen: the scene's root inside, clipped to the screen's corners.
    var screenProps = box(CGRect(x: style.side, y: style.top, width: screen.width, height: screen.height),
                          color: canvas.background ?? CGColor(gray: 0, alpha: 1), radius: style.screenRadius)
    screenProps.masksToBounds = true
    let screenTrack = track(screenProps, sublayers: [timeline.root])
    var extras: [LayerTrack] = []
    for (frame, radius) in style.cutouts(screen: screen) {
      extras.append(track(box(frame, color: CGColor(gray: 0, alpha: 1), radius: radius)))
    }
    if style.homeButton {
      let r: CGFloat = 27
      var button = box(CGRect(x: phone.width / 2 - r, y: phone.height - style.bottom / 2 - r, width: 2 * r, height: 2 * r),
                       color: nil, radius: r)
      button.borderWidth = 2
      button.borderColor = CGColor(gray: 0.35, alpha: 1)
      extras.append(track(button))
    }
    var body = box(phone, color: CGColor(srgbRed: 0.11, green: 0.11, blue: 0.12, alpha: 1), radius: style.screenRadius + style.side)
    body.borderWidth = 3
    body.borderColor = CGColor(srgbRed: 0.36, green: 0.36, blue: 0.38, alpha: 1)
    body.shadowOpacity = 0.3
    body.shadowRadius = 24
    body.shadowOffset = CGSize(width: 0, height: 12)
    let bodyTrack = track(body, sublayers: [screenTrack.id] + extras.map(\.id))
    var root = box(CGRect(origin: .zero, size: size), color: background)
    root.anchorPoint = .zero
    root.position = .zero
    let rootTrack = track(root, sublayers: [bodyTrack.id])
    var framed = self
    framed.canvas.size = size
    framed.canvas.background = background
    framed.timeline = try Timeline(size: size, root: rootTrack.id,
                                   layers: timeline.layers + [screenTrack, bodyTrack, rootTrack] + extras)
    return framed
  }
}

/// The phone a canvas of a given size is.
struct DeviceStyle {
  var side: CGFloat, top: CGFloat, bottom: CGFloat, screenRadius: CGFloat
  var homeButton = false
  enum Cutout { case island, notch, none }
  var cutout = Cutout.none

  init(screen: CGSize) {
    switch screen.height {
    case ..<800:
      (side, top, bottom, screenRadius, homeButton) = (22, 100, 100, 0, true)
    case 852, 932:
      (side, top, bottom, screenRadius, cutout) = (14, 14, 14, 55, .island)
    case 844, 926:
      (side, top, bottom, screenRadius, cutout) = (14, 14, 14, 47.33, .notch)
    case 896:
      (side, top, bottom, screenRadius, cutout) = (14, 14, 14, 44, .notch)
    case 812:
      (side, top, bottom, screenRadius, cutout) = (14, 14, 14, 39, .notch)
    default:
      (side, top, bottom, screenRadius, cutout) = (14, 14, 14, 50, .island)
    }
  }

  /// The black shapes over the screen (island, notch) and the speaker, in the phone's coordinates.
  func cutouts(screen: CGSize) -> [(CGRect, CGFloat)] {
    let midX = side + screen.width / 2
    switch cutout {
    case .island: return [(CGRect(x: midX - 63, y: top + 11, width: 126, height: 37), 18.5)]
    case .notch: return [(CGRect(x: midX - 104.5, y: top - 4, width: 209, height: 34), 20)]
    case .none: return homeButton ? [(CGRect(x: midX - 25, y: top / 2 - 3, width: 50, height: 6), 3)] : []
    }
  }
}
