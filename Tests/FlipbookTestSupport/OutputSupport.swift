import Flipbook
import Foundation
import Testing

/// A small tree using most of what a layer can draw.
public func showcase() -> CALayer {
  let root = makeRoot(CGSize(width: 200, height: 140))
  root.backgroundColor = UIColor(white: 0.94, alpha: 1).cgColor
  let card = CALayer()
  card.frame = CGRect(x: 15, y: 15, width: 110, height: 110)
  card.backgroundColor = UIColor.white.cgColor
  card.cornerRadius = 12
  card.borderWidth = 1
  card.borderColor = UIColor.separator.cgColor
  card.shadowOpacity = 0.3
  card.shadowOffset = CGSize(width: 0, height: 4)
  card.shadowRadius = 6
  root.addSublayer(card)
  let title = CATextLayer()
  title.frame = CGRect(x: 10, y: 10, width: 90, height: 22)
  title.string = "Alert 提示"
  title.font = UIFont.boldSystemFont(ofSize: 15)
  title.fontSize = 15
  title.foregroundColor = UIColor.label.cgColor
  card.addSublayer(title)
  let ring = CAShapeLayer()
  ring.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
  ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))
  ring.fillColor = nil
  ring.strokeColor = UIColor.systemGreen.cgColor
  ring.lineWidth = 6
  ring.lineCap = .round
  ring.strokeEnd = 0.7
  card.addSublayer(ring)
  let pill = CAGradientLayer()
  pill.frame = CGRect(x: 140, y: 20, width: 45, height: 100)
  pill.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
  pill.cornerRadius = 22.5
  pill.opacity = 0.8
  root.addSublayer(pill)
  return root
}

/// Collects results from worker threads.
public final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  public private(set) var values: [Int: [UInt8]] = [:]
  public init() {}
  public func set(_ i: Int, _ v: [UInt8]) { lock.lock(); values[i] = v; lock.unlock() }
}
