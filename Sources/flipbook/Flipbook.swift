import ArgumentParser
import Flipbook
import Foundation

@main
struct FlipbookCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flipbook",
    abstract: "Render Core Animation layer trees offline, frame by frame.",
    discussion: "Scene rendering, video and snapshot commands arrive with scenes; today the command draws the built-in alert frame.",
    version: "0.1.0",
    subcommands: [Still.self])
}

extension FlipbookCommand {
  /// Draws the reference alert frame (the benchmark workload) to a PNG: a smoke
  /// test of the whole stack on a fresh machine.
  struct Still: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render the built-in alert frame to a PNG file.")

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String = "alert.png"

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale: Int = 2

    @Option(help: "Alert scale, as in the spring from 1.2 to 1.0.")
    var alertScale: Double = 1.0

    func validate() throws {
      guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale).") }
      guard alertScale.isFinite, alertScale > 0 else { throw ValidationError("--alert-scale must be a positive number.") }
    }

    func run() throws {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
      root.anchorPoint = .zero
      let overlay = CALayer()
      overlay.frame = root.bounds
      overlay.backgroundColor = UIColor.black.cgColor
      overlay.opacity = 0.3
      root.addSublayer(overlay)
      let alert = CALayer()
      alert.bounds = CGRect(x: 0, y: 0, width: 250, height: 250)
      alert.position = CGPoint(x: 187.5, y: 333.5)
      alert.backgroundColor = UIColor.white.cgColor
      alert.cornerRadius = 10
      alert.shadowOpacity = 0.3
      alert.shadowOffset = CGSize(width: 0, height: 5)
      alert.shadowRadius = 10
      alert.transform = CATransform3DMakeScale(CGFloat(alertScale), CGFloat(alertScale), 1)
      root.addSublayer(alert)
      let title = CATextLayer()
      title.frame = CGRect(x: 20, y: 24, width: 210, height: 30)
      title.string = "Flipbook"
      title.fontSize = 22
      title.font = UIFont.boldSystemFont(ofSize: 22)
      title.alignmentMode = .center
      title.foregroundColor = UIColor.label.cgColor
      alert.addSublayer(title)
      do {
        try root.writePNG(to: output, size: root.bounds.size, options: RenderOptions(scale: CGFloat(scale)))
      } catch {
        throw CommandError(message: "\(error)")
      }
      print("wrote \(output)")
    }
  }
}

/// A run-time failure: printed as one line, without the usage text.
struct CommandError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
