import Foundation

// MARK: - Built-in symbol glyphs

/// Flipbook's own drawings of common SF Symbols, for `UIImage(systemName:)`.
///
/// SF Symbols' outlines are Apple's and licensed only for Apple platforms, so
/// these are drawn here from scratch on a 24-unit grid, in SF's manner: strokes
/// with round caps and joins for the outline glyphs (their width follows the
/// symbol weight), solid shapes for the `.fill` variants.
enum SymbolGlyphs {
  /// One stroked or filled path of a glyph, on the 24-unit grid (y down).
  struct Part {
    var path: UIBezierPath
    var filled = false
  }

  static let grid: CGFloat = 24

  /// The names drawn, sorted (for messages).
  static var names: [String] { builders.keys.sorted() }

  static func parts(_ name: String) -> [Part]? { builders[name]?() }

  private static let builders: [String: @Sendable () -> [Part]] = [
    "house": { [stroke(house())] }, "house.fill": { [fill(solidHouse())] },
    "magnifyingglass": { [stroke(circle(10.5, 10.5, 6.5)), stroke(line([(15.3, 15.3), (20.5, 20.5)]))] },
    "heart": { [stroke(heart())] }, "heart.fill": { [fill(heart())] },
    "person": { [stroke(circle(12, 7.5, 4)), stroke(shoulders())] },
    "person.fill": { [fill(circle(12, 7.5, 4.4)), fill(shoulders())] },
    "gear": { [stroke(gear()), stroke(circle(12, 12, 3.2))] },
    "gearshape": { [stroke(gear()), stroke(circle(12, 12, 3.2))] },
    "gearshape.fill": { [fill(combined(gear(), circle(12, 12, 3.2)), evenOdd: true)] },
    "plus": { [stroke(line([(12, 4), (12, 20)])), stroke(line([(4, 12), (20, 12)]))] },
    "xmark": { [stroke(line([(5.5, 5.5), (18.5, 18.5)])), stroke(line([(18.5, 5.5), (5.5, 18.5)]))] },
    "chevron.left": { [stroke(line([(15.5, 4), (7.5, 12), (15.5, 20)]))] },
    "chevron.right": { [stroke(line([(8.5, 4), (16.5, 12), (8.5, 20)]))] },
    "chevron.up": { [stroke(line([(4, 15.5), (12, 7.5), (20, 15.5)]))] },
    "chevron.down": { [stroke(line([(4, 8.5), (12, 16.5), (20, 8.5)]))] },
    "checkmark": { [stroke(line([(4.5, 12.5), (9.5, 18), (19.5, 5.5)]))] },
    "star": { [stroke(star())] }, "star.fill": { [fill(star())] },
    "bell": { [stroke(bell()), stroke(line([(10, 21), (14, 21)]))] },
    "bell.fill": { [fill(bell()), fill(circle(12, 20.2, 2.2))] },
    "trash": {
      [stroke(line([(4, 6.5), (20, 6.5)])), stroke(line([(9, 6.5), (9, 4), (15, 4), (15, 6.5)])),
       stroke(line([(6, 6.5), (7.2, 20.5), (16.8, 20.5), (18, 6.5)])),
       stroke(line([(10, 10), (10, 17)])), stroke(line([(14, 10), (14, 17)]))]
    },
    "square.and.arrow.up": {
      [stroke(line([(12, 3), (12, 14)])), stroke(line([(8, 7), (12, 3), (16, 7)])),
       stroke(line([(8.5, 10), (5.5, 10), (5.5, 21), (18.5, 21), (18.5, 10), (15.5, 10)]))]
    },
    "ellipsis": { [fill(circle(5, 12, 1.9)), fill(circle(12, 12, 1.9)), fill(circle(19, 12, 1.9))] },
    "circle": { [stroke(circle(12, 12, 9))] }, "circle.fill": { [fill(circle(12, 12, 9.5))] },
    "square": { [stroke(UIBezierPath(roundedRect: CGRect(x: 3.5, y: 3.5, width: 17, height: 17), cornerRadius: 3.5))] },
    "square.fill": { [fill(UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4))] },
    "checkmark.circle": { [stroke(circle(12, 12, 9)), stroke(line([(7.8, 12.4), (10.8, 15.4), (16.3, 8.8)]))] },
    "checkmark.circle.fill": { [fill(combined(circle(12, 12, 9.5), checkCutout()), evenOdd: true)] },
    "plus.circle": { [stroke(circle(12, 12, 9)), stroke(line([(12, 7.5), (12, 16.5)])), stroke(line([(7.5, 12), (16.5, 12)]))] },
    "xmark.circle": { [stroke(circle(12, 12, 9)), stroke(line([(8.8, 8.8), (15.2, 15.2)])), stroke(line([(15.2, 8.8), (8.8, 15.2)]))] },
    "arrow.clockwise": { [stroke(clockwiseArc()), stroke(line([(13.5, 2.3), (16.6, 5.3), (13.5, 8.3)]))] },
    "info.circle": { [stroke(circle(12, 12, 9)), fill(circle(12, 7.6, 1.3)), stroke(line([(12, 11), (12, 17)]))] },
  ]

  // MARK: Shapes

  private static func stroke(_ p: UIBezierPath) -> Part { Part(path: p) }
  private static func fill(_ p: UIBezierPath, evenOdd: Bool = false) -> Part {
    p.usesEvenOddFillRule = evenOdd
    return Part(path: p, filled: true)
  }

  private static func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> UIBezierPath {
    let p = UIBezierPath()
    for (i, (x, y)) in points.enumerated() {
      if i == 0 { p.move(to: CGPoint(x: x, y: y)) } else { p.addLine(to: CGPoint(x: x, y: y)) }
    }
    if closed { p.close() }
    return p
  }

  private static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> UIBezierPath {
    UIBezierPath(ovalIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
  }

  private static func combined(_ a: UIBezierPath, _ b: UIBezierPath) -> UIBezierPath {
    a.append(b)
    return a
  }

  /// Roof, walls and door as one outline.
  /// The check's outline (a 2.2-unit stroke as a polygon), cut out of a filled disc.
  private static func checkCutout() -> UIBezierPath {
    line([(6.4, 13.1), (10.8, 17.3), (17.75, 9.3), (16.05, 7.9), (10.8, 14.4), (8.0, 11.5)], closed: true)
  }

  /// Three quarters of a circle, open at the top right, ending in the arrow's head.
  private static func clockwiseArc() -> UIBezierPath {
    UIBezierPath(arcCenter: CGPoint(x: 12, y: 13), radius: 7.8, startAngle: -0.25 * .pi, endAngle: 1.56 * .pi, clockwise: true)
  }

  private static func house() -> UIBezierPath {
    let p = line([(2.5, 11.5), (12, 3.5), (21.5, 11.5)])
    p.append(line([(5.5, 9.5), (5.5, 20.5), (10, 20.5), (10, 14.5), (14, 14.5), (14, 20.5), (18.5, 20.5), (18.5, 9.5)]))
    return p
  }

  /// `house.fill` as SF draws it: one solid shape as large as the stroked house's
  /// outer edge, the roof a band whose eaves overhang the walls, the door cut out.
  private static func solidHouse() -> UIBezierPath {
    let p = line([(4.6, 21.3), (4.6, 12.3), (3.0, 13.6), (1.5, 11.8), (12, 2.6), (22.5, 11.8), (21.0, 13.6),
                  (19.4, 12.3), (19.4, 21.3), (14.3, 21.3), (14.3, 15.3), (9.7, 15.3), (9.7, 21.3)], closed: true)
    p.lineJoinStyle = .round
    return p
  }

  private static func heart() -> UIBezierPath {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 12, y: 20.5))
    p.addCurve(to: CGPoint(x: 3.5, y: 9.2), controlPoint1: CGPoint(x: 12, y: 20.5), controlPoint2: CGPoint(x: 3.5, y: 15))
    p.addCurve(to: CGPoint(x: 8.5, y: 4), controlPoint1: CGPoint(x: 3.5, y: 6.2), controlPoint2: CGPoint(x: 5.8, y: 4))
    p.addCurve(to: CGPoint(x: 12, y: 6.1), controlPoint1: CGPoint(x: 10.2, y: 4), controlPoint2: CGPoint(x: 11.3, y: 4.9))
    p.addCurve(to: CGPoint(x: 15.5, y: 4), controlPoint1: CGPoint(x: 12.7, y: 4.9), controlPoint2: CGPoint(x: 13.8, y: 4))
    p.addCurve(to: CGPoint(x: 20.5, y: 9.2), controlPoint1: CGPoint(x: 18.2, y: 4), controlPoint2: CGPoint(x: 20.5, y: 6.2))
    p.addCurve(to: CGPoint(x: 12, y: 20.5), controlPoint1: CGPoint(x: 20.5, y: 15), controlPoint2: CGPoint(x: 12, y: 20.5))
    p.close()
    return p
  }

  private static func shoulders() -> UIBezierPath {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 4, y: 21))
    p.addCurve(to: CGPoint(x: 12, y: 14), controlPoint1: CGPoint(x: 4, y: 16.5), controlPoint2: CGPoint(x: 7.5, y: 14))
    p.addCurve(to: CGPoint(x: 20, y: 21), controlPoint1: CGPoint(x: 16.5, y: 14), controlPoint2: CGPoint(x: 20, y: 16.5))
    p.close()
    return p
  }

  /// Five points, outer radius 9.5, inner 4, centred a little low as SF's star is.
  private static func star() -> UIBezierPath {
    let points = (0..<10).map { i -> (CGFloat, CGFloat) in
      let r: CGFloat = i % 2 == 0 ? 9.5 : 4.1, a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
      return (12 + r * cos(a), 12.8 + r * sin(a))
    }
    return line(points, closed: true)
  }

  private static func bell() -> UIBezierPath {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 6, y: 16.5))
    p.addLine(to: CGPoint(x: 6, y: 11))
    p.addCurve(to: CGPoint(x: 12, y: 4.5), controlPoint1: CGPoint(x: 6, y: 7.4), controlPoint2: CGPoint(x: 8.5, y: 4.5))
    p.addCurve(to: CGPoint(x: 18, y: 11), controlPoint1: CGPoint(x: 15.5, y: 4.5), controlPoint2: CGPoint(x: 18, y: 7.4))
    p.addLine(to: CGPoint(x: 18, y: 16.5))
    p.addLine(to: CGPoint(x: 19.8, y: 18.3))
    p.addLine(to: CGPoint(x: 4.2, y: 18.3))
    p.close()
    return p
  }

  /// Eight teeth: outer radius 10, root radius 7.6, flanks slanting in.
  private static func gear() -> UIBezierPath {
    var points: [(CGFloat, CGFloat)] = []
    for k in 0..<8 {
      let a = CGFloat(k) * .pi / 4, deg = CGFloat.pi / 180
      for (r, da) in [(7.6, -19.0), (10.0, -10.0), (10.0, 10.0), (7.6, 19.0)] as [(CGFloat, CGFloat)] {
        points.append((12 + r * cos(a + da * deg), 12 + r * sin(a + da * deg)))
      }
    }
    return line(points, closed: true)
  }
}
