import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Curves: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "curves",
      abstract: "Plot every animated property of a scene against time, with where each animation settles.")

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "Samples per curve.")
    var samples: Int = 240

    func validate() throws {
      guard (2...10000).contains(samples) else { throw ValidationError("--samples must be between 2 and 10000.") }
    }

    func run() throws {
      let baked = try scene.load()
      let all = baked.timeline.animatedProperties
      guard !all.isEmpty else { throw CommandError("scene '\(baked.id)' has no animations to plot") }
      let properties = Array(all.prefix(CurvePlot.maximumPanels))
      if properties.count < all.count && !scene.quiet {
        FileHandle.standardError.write(Data("note: plotting the first \(properties.count) of \(all.count) animated properties\n".utf8))
      }
      let image = try CurvePlot.draw(baked: baked, properties: properties, span: try window.range(baked), samples: samples,
                                     pixelScale: try scene.renderOptions(baked).scale)
      try writeAtomically(Data(try image.pngData(compression: .fast)), to: output)
    }
  }
}

enum CurvePlot {
  /// Panels per plot (two columns of 32): about 1.3 by 5.5 thousand points.
  static let maximumPanels = 64

  static let palette: [CGColor] = [
    CGColor(red: 0.0, green: 0.45, blue: 0.85, alpha: 1), CGColor(red: 0.85, green: 0.33, blue: 0.1, alpha: 1),
    CGColor(red: 0.2, green: 0.6, blue: 0.2, alpha: 1), CGColor(red: 0.55, green: 0.3, blue: 0.7, alpha: 1),
    CGColor(red: 0.75, green: 0.6, blue: 0.0, alpha: 1),
  ]

  static func draw(baked: BakedScene, properties: [Timeline.AnimatedProperty], span: ClosedRange<Double>, samples: Int,
                   pixelScale: CGFloat) throws -> RasterImage {
    let chart = CGSize(width: 420, height: 150), margin: CGFloat = 14, header: CGFloat = 30
    let columns = properties.count > 1 ? 2 : 1
    let rows = (properties.count + columns - 1) / columns
    let size = CGSize(width: margin + CGFloat(columns) * (chart.width + margin),
                      height: header + CGFloat(rows) * (chart.height + margin) + margin)
    let times = sampleTimes(span, count: samples)

    return try VirtualClock(recordsHistory: false).run {
      let root = CALayer()
      root.bounds = CGRect(origin: .zero, size: size)
      root.anchorPoint = .zero
      root.backgroundColor = .white
      root.addSublayer(ContactSheet.text("\(baked.id)  ·  animated properties over \(String(format: "%.2f–%.2f", span.lowerBound, span.upperBound)) s",
                                         frame: CGRect(x: margin, y: 8, width: size.width - 2 * margin, height: 20), size: 13, bold: true))
      for (i, property) in properties.enumerated() {
        let origin = CGPoint(x: margin + CGFloat(i % columns) * (chart.width + margin),
                             y: header + CGFloat(i / columns) * (chart.height + margin))
        root.addSublayer(panel(property, baked: baked, times: times, origin: origin, size: chart))
      }
      ContactSheet.drawTextSharp(in: root, scale: pixelScale)
      return try root.renderImage(size: size, options: RenderOptions(scale: pixelScale, background: .white))
    }
  }

  /// `count` (≥ 2) times from the start of `span` to its end.
  static func sampleTimes(_ span: ClosedRange<Double>, count: Int) -> [Double] {
    let length = span.upperBound - span.lowerBound
    return (0..<count).map { span.lowerBound + length * Double($0) / Double(max(count - 1, 1)) }
  }

  /// The components of `property` sampled at `times`: those that move (all of them if none does), in order.
  static func series(_ property: Timeline.AnimatedProperty, baked: BakedScene, times: [Double]) -> [(name: String, values: [Double])] {
    var series: [String: [Double]] = [:]
    var order: [String] = []
    for t in times {
      let parts = baked.timeline.value(of: property.keyPath, ofLayer: property.layer, at: t)?.plotComponents ?? []
      for (name, v) in parts {
        if series[name] == nil { order.append(name); series[name] = [] }
        series[name, default: []].append(v)
      }
    }
    let moving = order.filter { name in
      let v = series[name, default: []]
      return (v.max() ?? 0) - (v.min() ?? 0) > 1e-9
    }
    return (moving.isEmpty ? order : moving).map { ($0, series[$0, default: []]) }
  }

  private static func panel(_ property: Timeline.AnimatedProperty, baked: BakedScene, times: [Double],
                            origin: CGPoint, size: CGSize) -> CALayer {
    let start = times.first ?? 0, length = max((times.last ?? 0) - start, 1e-6)
    let panel = CALayer()
    panel.frame = CGRect(origin: origin, size: size)
    panel.backgroundColor = CGColor(gray: 0.98, alpha: 1)
    panel.borderWidth = 0.5
    panel.borderColor = CGColor(gray: 0.75, alpha: 1)
    let plot = CGRect(x: 46, y: 24, width: size.width - 56, height: size.height - 44)

    let sampled = series(property, baked: baked, times: times)
    let shown = sampled.map(\.name)
    let all = sampled.flatMap(\.values)
    var lo = all.min() ?? 0, hi = all.max() ?? 1
    if hi - lo < 1e-9 { lo -= 0.5; hi += 0.5 }
    let pad = (hi - lo) * 0.08
    lo -= pad; hi += pad
    func point(_ t: Double, _ v: Double) -> CGPoint {
      CGPoint(x: plot.minX + CGFloat((t - start) / length) * plot.width, y: plot.maxY - CGFloat((v - lo) / (hi - lo)) * plot.height)
    }

    let axes = CAShapeLayer()
    let axesPath = CGMutablePath()
    axesPath.addRect(plot)
    axes.path = axesPath
    axes.fillColor = .white
    axes.strokeColor = CGColor(gray: 0.8, alpha: 1)
    axes.lineWidth = 0.5
    panel.addSublayer(axes)

    // The curves' points, for placing labels clear of them.
    let drawn = sampled.map(\.values).flatMap { values in values.indices.map { point(times[$0], values[$0]) } }
    let settles = property.ends.compactMap { $0 }.filter { $0 >= start && $0 <= start + length }
    for end in settles {
      let x = point(end, lo).x
      panel.addSublayer(line(from: CGPoint(x: x, y: plot.minY), to: CGPoint(x: x, y: plot.maxY), dashed: true))
    }

    for (k, values) in sampled.map(\.values).enumerated() {
      let curve = CAShapeLayer()
      let p = CGMutablePath()
      for (i, v) in values.enumerated() {
        if i == 0 { p.move(to: point(times[i], v)) } else { p.addLine(to: point(times[i], v)) }
      }
      curve.path = p
      curve.strokeColor = palette[k % palette.count]
      curve.fillColor = nil
      curve.lineWidth = 1.25
      curve.lineJoin = .round
      panel.addSublayer(curve)
    }

    // Labels after the curves, on the plot's white, in the band the curves leave free.
    for end in settles {
      let x = min(max(point(end, lo).x + 3, plot.minX + 1), plot.maxX - 72)
      let y = labelTop(x: x, width: 70, clearOf: drawn, in: plot)
      let label = ContactSheet.text(String(format: "settles %.3f s", end), frame: CGRect(x: x, y: y, width: 70, height: 12),
                                    size: 8, bold: false, color: CGColor(gray: 0.35, alpha: 1))
      label.backgroundColor = .white
      panel.addSublayer(label)
    }
    // A tick at each value an animation settles at, labelled unless another label is that close.
    var labelled = [plot.minY + pad / (hi - lo) * plot.height, plot.maxY - pad / (hi - lo) * plot.height]
    for end in settles {
      for component in baked.timeline.value(of: property.keyPath, ofLayer: property.layer, at: end)?.plotComponents ?? []
      where shown.contains(component.name) {
        let y = point(end, component.value).y
        panel.addSublayer(line(from: CGPoint(x: plot.minX - 4, y: y), to: CGPoint(x: plot.minX, y: y), dashed: false))
        guard labelled.allSatisfy({ abs($0 - y) >= 11 }) else { continue }
        labelled.append(y)
        panel.addSublayer(ContactSheet.text(format(component.value), frame: CGRect(x: 2, y: y - 6, width: 38, height: 12),
                                            size: 8, bold: false, alignment: .right))
      }
    }
    if let note = lateNote(ends: property.ends, plotEnd: start + length) {
      panel.addSublayer(ContactSheet.text(note, frame: CGRect(x: size.width - 190, y: 7, width: 182, height: 12), size: 8,
                                          bold: false, color: CGColor(red: 0.75, green: 0.2, blue: 0.1, alpha: 1),
                                          alignment: .right))
    }

    let title = "\(property.layerName) · \(property.keyPath)" +
      (shown.count > 1 || !(shown.first ?? "").isEmpty ? "  (" + shown.joined(separator: ", ") + ")" : "")
    panel.addSublayer(ContactSheet.text(title, frame: CGRect(x: 8, y: 5, width: size.width - 16, height: 14), size: 10, bold: true))
    panel.addSublayer(ContactSheet.text(format(hi - pad), frame: CGRect(x: 2, y: plot.minY + pad / (hi - lo) * plot.height - 6, width: 40, height: 12),
                                        size: 8, bold: false, alignment: .right))
    panel.addSublayer(ContactSheet.text(format(lo + pad), frame: CGRect(x: 2, y: plot.maxY - pad / (hi - lo) * plot.height - 6, width: 40, height: 12),
                                        size: 8, bold: false, alignment: .right))
    panel.addSublayer(ContactSheet.text(String(format: "%g s", start), frame: CGRect(x: plot.minX - 6, y: plot.maxY + 3, width: 30, height: 12), size: 8, bold: false))
    panel.addSublayer(ContactSheet.text(String(format: "%.2f s", start + length), frame: CGRect(x: plot.maxX - 40, y: plot.maxY + 3, width: 40, height: 12),
                                        size: 8, bold: false, alignment: .right))
    return panel
  }

  /// The top of a 12 pt label `width` wide at `x`: in the plot's top band or its
  /// bottom one, whichever the curves' `points` keep further from (a settle label
  /// never sits on the plateau that follows it).
  static func labelTop(x: CGFloat, width: CGFloat, clearOf points: [CGPoint], in plot: CGRect) -> CGFloat {
    let bands = [plot.minY + 2, plot.maxY - 14]
    let clearance = bands.map { y in
      points.filter { $0.x >= x - 2 && $0.x <= x + width + 2 }.map { abs($0.y - (y + 6)) }.min() ?? .infinity
    }
    return clearance[0] >= clearance[1] ? bands[0] : bands[1]
  }

  /// A note for animations still running at the plot's end: a spring not yet
  /// settled (with when it does), or one that never ends.
  static func lateNote(ends: [Double?], plotEnd: Double) -> String? {
    guard let latest = ends.map({ $0 ?? .infinity }).filter({ $0 > plotEnd + 1e-9 }).max() else { return nil }
    return latest.isFinite ? String(format: "not settled at the end: settles %.3f s", latest) : "never settles"
  }

  /// A grey line from `a` to `b`: dashed for a settle time, solid for a value's tick.
  static func line(from a: CGPoint, to b: CGPoint, dashed: Bool) -> CAShapeLayer {
    let line = CAShapeLayer()
    let p = CGMutablePath()
    p.move(to: a)
    p.addLine(to: b)
    if dashed { line.lineDashPattern = [3, 3] }
    line.path = p
    line.strokeColor = CGColor(gray: 0.45, alpha: 1)
    line.lineWidth = 0.75
    line.fillColor = nil
    return line
  }

  static func format(_ v: Double) -> String {
    abs(v) >= 100 ? String(format: "%.0f", v) : String(format: "%.3g", v)
  }
}
