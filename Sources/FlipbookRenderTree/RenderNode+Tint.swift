import Foundation

// MARK: - Multiplying a subtree's colours (CAReplicatorLayer.instanceColor)

/// Red, green and blue factors in 0…1 that multiply every colour a subtree draws.
public struct ColorFactors: Sendable, Equatable {
  /// The factor, from 0 to 1, that multiplies the corresponding (red, green, or blue) component of each color.
  public var red: CGFloat, green: CGFloat, blue: CGFloat

  /// Creates color factors from red, green, and blue multipliers.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  /// A Boolean value that indicates whether every factor is 1, so colors are left unchanged.
  public var isIdentity: Bool { red == 1 && green == 1 && blue == 1 }

  /// Both factors applied, one after the other.
  public func combined(with other: ColorFactors) -> ColorFactors {
    ColorFactors(red: red * other.red, green: green * other.green, blue: blue * other.blue)
  }

  func apply(_ c: CGColor) -> CGColor {
    var m = c
    (m.red, m.green, m.blue) = (c.red * red, c.green * green, c.blue * blue)
    return m
  }

  /// The bitmap with each premultiplied channel scaled (alpha unchanged), rounded to nearest.
  public func apply(_ b: Bitmap) -> Bitmap {
    // ARGB32 little-endian bytes: B, G, R, A.
    let f = [blue, green, red, 1].map { Int(($0 * 65536).rounded()) }
    var out = b.pixels
    for i in out.indices where i & 3 != 3 {
      out[i] = UInt8(min(255, (Int(out[i]) * f[i & 3] + 32768) >> 16))
    }
    return Bitmap(width: b.width, height: b.height, pixels: out)
  }
}

extension RenderNode {
  /// This node and its sublayers with every colour multiplied by `factors`: how a
  /// replicator's `instanceColor` modulates a copy. Colour multiplication is linear, so
  /// scaling each layer's colours equals scaling the composited copy, as Core Animation
  /// does (its alpha belongs in `opacity`, a group opacity). A mask keeps its colours:
  /// only its alpha matters.
  public func multiplyingColors(by factors: ColorFactors) -> RenderNode {
    if factors.isIdentity { return self }
    var n = self
    n.backgroundColor = backgroundColor.map(factors.apply)
    n.borderColor = borderColor.map(factors.apply)
    if var s = shadow {
      s.color = factors.apply(s.color)
      n.shadow = s
    }
    if var c = contents {
      c.colorFactors = c.colorFactors.map { $0.combined(with: factors) } ?? factors
      n.contents = c
    }
    switch content {
    case .none: break
    case .shape(var s):
      s.fillColor = s.fillColor.map(factors.apply)
      s.strokeColor = s.strokeColor.map(factors.apply)
      n.content = .shape(s)
    case .gradient(var g):
      g.colors = g.colors.map(factors.apply)
      n.content = .gradient(g)
    case .text(var t):
      t.color = factors.apply(t.color)
      n.content = .text(t)
    }
    n.sublayers = sublayers.map { $0.multiplyingColors(by: factors) }
    return n
  }
}
