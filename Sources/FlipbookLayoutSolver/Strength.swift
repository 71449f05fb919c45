#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Foundation
#endif

/// How hard the solver tries to satisfy a constraint.
///
/// A **required** constraint must hold exactly; adding one that contradicts
/// the required constraints already present throws
/// ``LayoutSolverError/unsatisfiableConstraint(_:)``. Every other strength is
/// a positive **weight**: the solver minimises
/// `Σ weight × |violation|` over all non-required constraints, so when two
/// preferences conflict head-on the one with the larger weight wins outright
/// (a linear objective is optimised at a vertex, never by splitting the
/// difference). Many violated weak constraints can in principle outweigh one
/// strong constraint; the gaps between the named strengths (×1000) make that
/// need a very large total violation.
///
/// ## UIKit priorities
/// ``init(priority:)`` maps a `UILayoutPriority` raw value `p` as follows:
///
/// | priority `p`           | strength                                     |
/// |------------------------|----------------------------------------------|
/// | `p ≥ 1000`             | ``required``                                 |
/// | `1 ≤ p < 1000`         | weight `10^(0.012 × (p − 250))`              |
/// | `p < 1` or NaN         | treated as `1`                               |
///
/// so `defaultLow` (250) is exactly ``weak`` (1), 500 is ``medium`` (10³),
/// `defaultHigh` (750) is ``strong`` (10⁶) and 999 is ≈ 9.7 × 10⁸. The map is
/// strictly increasing, so a higher priority always has a strictly larger
/// weight (750 beats 250, and even 751 beats 750 in a direct conflict), which
/// is the order UIKit documents; each priority step multiplies the weight by
/// about 1.028. Keeping all weights within 10⁻³…10⁹ leaves plenty of
/// double-precision headroom for the simplex arithmetic.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The weight of a violation in the objective; `.infinity` for required.
  public let weight: Double

  /// Must be satisfied exactly (UIKit priority 1000).
  public static let required = Strength(rawWeight: .infinity)
  /// Weight 10⁶, the same as UIKit priority 750 (`defaultHigh`).
  public static let strong = Strength(rawWeight: 1_000_000)
  /// Weight 10³, the same as UIKit priority 500.
  public static let medium = Strength(rawWeight: 1_000)
  /// Weight 1, the same as UIKit priority 250 (`defaultLow`).
  public static let weak = Strength(rawWeight: 1)

  /// The smallest weight a non-required strength can have.
  public static let minimumWeight = 1e-6

  private init(rawWeight: Double) {
    weight = rawWeight
  }

  /// A strength with an explicit weight. Weights that are NaN, zero or
  /// negative become ``minimumWeight``; `.infinity` means ``required``.
  public init(weight: Double) {
    if weight.isNaN {
      self.weight = Self.minimumWeight
    } else {
      self.weight = Swift.max(weight, Self.minimumWeight)
    }
  }

  /// The strength for a UIKit layout priority (1…1000); see the type's
  /// documentation for the mapping. For a `UILayoutPriority` pass
  /// `Double(priority.rawValue)`.
  public init(priority: Double) {
    let clamped = priority.isNaN ? 1 : Swift.min(Swift.max(priority, 1), 1000)
    if clamped >= 1000 {
      self = .required
    } else {
      self.init(rawWeight: pow(10, 0.012 * (clamped - 250)))
    }
  }

  /// Whether constraints of this strength must hold exactly.
  public var isRequired: Bool {
    weight == .infinity
  }

  /// The UIKit priority this strength corresponds to (the inverse of
  /// ``init(priority:)``), clamped to 1…1000.
  public var priority: Double {
    if isRequired { return 1000 }
    return Swift.min(Swift.max(250 + log10(weight) / 0.012, 1), 999.999)
  }

  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.weight < rhs.weight
  }

  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return "priority \(formatNumber((priority * 1000).rounded() / 1000))"
    }
  }
}
