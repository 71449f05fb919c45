import Foundation

// MARK: - Codable conformances for the value types a baked timeline stores

/// Stores images once per document: encoders and decoders that carry a table under
/// `CodingUserInfoKey.bitmapTable` write a bitmap as its index in the table.
/// Without a table a bitmap encodes inline (base64 of its premultiplied pixels).
public protocol BitmapTable: AnyObject {
  /// Returns the bitmap's index in the table, adding the bitmap first if the table doesn't hold it yet.
  func index(of bitmap: Bitmap) -> Int
  /// Returns the bitmap stored at the given index, or `nil` if the table has no bitmap there.
  func bitmap(at index: Int) -> Bitmap?
}

extension CodingUserInfoKey {
  /// A `BitmapTable` shared by every bitmap in one document.
  public static let bitmapTable = CodingUserInfoKey(rawValue: "flipbook.bitmapTable")!
}

extension Bitmap: Codable {
  private enum Keys: String, CodingKey { case image, width, height, pixels }

  /// Encodes the bitmap as its index in the document's bitmap table, or inline as base64 pixels without one.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    if let table = encoder.userInfo[.bitmapTable] as? BitmapTable {
      try c.encode(table.index(of: self), forKey: .image)
    } else {
      try c.encode(width, forKey: .width)
      try c.encode(height, forKey: .height)
      try c.encode(Data(pixels).base64EncodedString(), forKey: .pixels)
    }
  }

  /// Decodes a bitmap from the document's bitmap table or from inline pixels, checking the pixel count.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    if let index = try c.decodeIfPresent(Int.self, forKey: .image) {
      guard let table = decoder.userInfo[.bitmapTable] as? BitmapTable, let bitmap = table.bitmap(at: index) else {
        throw DecodingError.dataCorruptedError(forKey: .image, in: c,
                                               debugDescription: "image \(index) is not in the document's image table")
      }
      self = bitmap
      return
    }
    let width = try c.decode(Int.self, forKey: .width), height = try c.decode(Int.self, forKey: .height)
    guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .pixels)),
          width >= 0, height >= 0, data.count == width * height * 4 else {
      throw DecodingError.dataCorruptedError(forKey: .pixels, in: c,
                                             debugDescription: "pixels do not hold \(width)x\(height) ARGB32 pixels")
    }
    self.init(width: width, height: height, pixels: [UInt8](data))
  }
}


extension PathElement: Codable {
  private enum Keys: String, CodingKey { case op, points }

  /// Encodes the element as an operation letter (M, L, Q, C, or Z) and its points.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    switch self {
    case .moveTo(let p): try c.encode("M", forKey: .op); try c.encode([p], forKey: .points)
    case .lineTo(let p): try c.encode("L", forKey: .op); try c.encode([p], forKey: .points)
    case .quadCurveTo(let q, let p): try c.encode("Q", forKey: .op); try c.encode([q, p], forKey: .points)
    case .curveTo(let a, let b, let p): try c.encode("C", forKey: .op); try c.encode([a, b, p], forKey: .points)
    case .closeSubpath: try c.encode("Z", forKey: .op)
    }
  }

  /// Decodes an element from its operation letter, checking that it has the right number of points.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let op = try c.decode(String.self, forKey: .op)
    let p = try c.decodeIfPresent([CGPoint].self, forKey: .points) ?? []
    func need(_ n: Int) throws {
      guard p.count == n else {
        throw DecodingError.dataCorruptedError(forKey: .points, in: c,
                                               debugDescription: "path element \(op) needs \(n) points, has \(p.count)")
      }
    }
    switch op {
    case "M": try need(1); self = .moveTo(p[0])
    case "L": try need(1); self = .lineTo(p[0])
    case "Q": try need(2); self = .quadCurveTo(control: p[0], to: p[1])
    case "C": try need(3); self = .curveTo(control1: p[0], control2: p[1], to: p[2])
    case "Z": self = .closeSubpath
    default:
      throw DecodingError.dataCorruptedError(forKey: .op, in: c,
                                             debugDescription: "unknown path element '\(op)' (expected M, L, Q, C or Z)")
    }
  }
}

extension PathData: Codable {
  /// Encodes the path as the array of its elements.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(elements)
  }
  /// Decodes a path from an array of elements.
  public init(from decoder: Decoder) throws {
    self.init(elements: try decoder.singleValueContainer().decode([PathElement].self))
  }
}
