import Foundation

// MARK: - Continuous corners
//
// `CALayerCornerCurve.continuous` (iOS 13) and iOS 7's rounded rectangles: the
// corner leaves the straight edge 1.52866 radii before the corner instead of 1,
// so its curvature rises from zero instead of jumping to 1/r, the "squircle"
// designers know from app icons, alerts and sheets. Apple does not publish the
// curve; these are PaintCode's measurements of the path iOS 7's
// `UIBezierPath(roundedRect:cornerRadius:)` returns ("Code for iOS 7 rounded
// rectangles", paintcodeapp.com/news/code-for-ios-7-rounded-rectangles), the
// reconstruction open-source ports (Figma's, Android's) calibrate against: per
// quarter, three cubic curves joined by two short lines, in radii, measured
// from the corner along the edge it is entered by (`a`) and into the shape (`b`).
//
// Where a side is too short for 1.52866 radii at both ends, iOS keeps the corner
// from overlapping its neighbour by easing it towards a circular one (a capsule
// of continuous corners has round ends); here each control point is blended
// linearly between the continuous and the circular corner by how much of the
// extra reach fits.

enum ContinuousCorner {
  /// How far a continuous corner reaches along each edge, in radii.
  static let reach: CGFloat = 1.52866483

  /// `(a, b)` pairs; a step of three is a curve (two controls and its end), of one a line.
  static let continuous: [[(CGFloat, CGFloat)]] = [
    [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
    [(0.63149399, 0.07491100)],
    [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
    [(0.06549600, 0.66993427)],
    [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
  ]

  /// The same steps for a quarter circle (κ = 0.5523, the usual four-curve circle).
  static let circular: [[(CGFloat, CGFloat)]] = {
    let k: CGFloat = 0.55228475
    return [
      [(1, 0), (1, 0), (1, 0)],
      [(1, 0)],
      [(1 - k, 0), (0, 1 - k), (0, 1)],
      [(0, 1)],
      [(0, 1), (0, 1), (0, 1)],
    ]
  }()

  /// The corner's steps for a blend `t` from circular (0) to continuous (1).
  static func steps(blend t: CGFloat) -> [[(CGFloat, CGFloat)]] {
    zip(circular, continuous).map { circle, smooth in
      zip(circle, smooth).map { c, s in (c.0 + (s.0 - c.0) * t, c.1 + (s.1 - c.1) * t) }
    }
  }
}

extension CGMutablePath {
  /// A rounded rectangle with continuous corners; the radius of each corner is its
  /// size's width (continuous corners are round, not elliptical). Same start point
  /// and direction as the circular form.
  func addContinuousRoundedRect(in rect: CGRect, radii: RoundedRectRadii, transform: CGAffineTransform) {
    let r = rect.standardized
    let k = radii.clamped(to: r.size)
    let rTL = min(k.topLeft.width, k.topLeft.height), rTR = min(k.topRight.width, k.topRight.height)
    let rBR = min(k.bottomRight.width, k.bottomRight.height), rBL = min(k.bottomLeft.width, k.bottomLeft.height)
    // What each corner may take of its two sides: the side shared in proportion to the radii.
    func share(_ mine: CGFloat, _ other: CGFloat, of side: CGFloat) -> CGFloat {
      mine + other > 0 ? side * mine / (mine + other) : 0
    }
    struct Corner { var radius: CGFloat; var point: CGPoint; var along: CGVector; var into: CGVector; var room: CGFloat }
    let corners = [
      Corner(radius: rTR, point: CGPoint(x: r.maxX, y: r.minY), along: CGVector(dx: -1, dy: 0), into: CGVector(dx: 0, dy: 1),
             room: min(share(rTR, rTL, of: r.width), share(rTR, rBR, of: r.height))),
      Corner(radius: rBR, point: CGPoint(x: r.maxX, y: r.maxY), along: CGVector(dx: 0, dy: -1), into: CGVector(dx: -1, dy: 0),
             room: min(share(rBR, rTR, of: r.height), share(rBR, rBL, of: r.width))),
      Corner(radius: rBL, point: CGPoint(x: r.minX, y: r.maxY), along: CGVector(dx: 1, dy: 0), into: CGVector(dx: 0, dy: -1),
             room: min(share(rBL, rBR, of: r.width), share(rBL, rTL, of: r.height))),
      Corner(radius: rTL, point: CGPoint(x: r.minX, y: r.minY), along: CGVector(dx: 0, dy: 1), into: CGVector(dx: 1, dy: 0),
             room: min(share(rTL, rBL, of: r.height), share(rTL, rTR, of: r.width))),
    ]
    func reach(_ c: Corner) -> CGFloat {
      c.radius > 0 ? max(1, min(ContinuousCorner.reach, c.room / c.radius)) : 0
    }
    func point(_ c: Corner, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
      CGPoint(x: c.point.x + (c.along.dx * a + c.into.dx * b) * c.radius,
              y: c.point.y + (c.along.dy * a + c.into.dy * b) * c.radius).applying(transform)
    }
    // Start on the top edge where the top-left corner ends.
    let tl = corners[3]
    move(to: CGPoint(x: r.minX + reach(tl) * tl.radius, y: r.minY), transform: transform)
    for c in corners {
      let extent = reach(c)
      // Up to the corner's start along the edge, then the corner itself.
      data.append(.lineTo(point(c, extent, 0)))
      guard c.radius > 0 else { continue }
      let blend = (extent - 1) / (ContinuousCorner.reach - 1)
      for step in ContinuousCorner.steps(blend: blend) {
        if step.count == 3 {
          data.append(.curveTo(control1: point(c, step[0].0, step[0].1), control2: point(c, step[1].0, step[1].1),
                               to: point(c, step[2].0, step[2].1)))
        } else {
          data.append(.lineTo(point(c, step[0].0, step[0].1)))
        }
      }
    }
    data.append(.closeSubpath)
  }
}
