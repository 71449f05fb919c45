import Foundation

/// A value in a PDF file (ISO 32000-1 §7.3).
indirect enum PDFValue: Equatable {
  case number(Double), name(String), string([UInt8]), array([PDFValue]), dict([String: PDFValue])
  case ref(Int), bool(Bool), null, keyword(String)

  var number: Double? { if case .number(let n) = self { n } else { nil } }
  var name: String? { if case .name(let n) = self { n } else { nil } }
  var array: [PDFValue]? { if case .array(let a) = self { a } else { nil } }
  var dict: [String: PDFValue]? { if case .dict(let d) = self { d } else { nil } }
}

/// PDF's lexical conventions over bytes: numbers, names, strings, arrays,
/// dictionaries, references and keywords (§7.2, §7.3), for the file's objects and
/// for content streams alike.
struct PDFLexer {
  let bytes: [UInt8]
  var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func isSpace(_ b: UInt8) -> Bool { b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32 }
  static func isDelimiter(_ b: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(b) }

  var atEnd: Bool { position >= bytes.count }

  mutating func skipSpace() {
    while position < bytes.count {
      if Self.isSpace(bytes[position]) { position += 1 } else if bytes[position] == UInt8(ascii: "%") {
        while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
      } else { return }
    }
  }

  /// The next value; arrays and dictionaries whole, `n g R` as a reference. Nil at the end.
  mutating func value(depth: Int = 0) -> PDFValue? {
    guard depth < 64 else { return nil }
    skipSpace()
    guard position < bytes.count else { return nil }
    let b = bytes[position]
    switch b {
    case UInt8(ascii: "/"):
      position += 1
      return .name(String(decoding: run(while: { !Self.isSpace($0) && !Self.isDelimiter($0) }), as: UTF8.self))
    case UInt8(ascii: "("): return .string(literalString())
    case UInt8(ascii: "["):
      position += 1
      var items: [PDFValue] = []
      while true {
        skipSpace()
        if position >= bytes.count { return .array(items) }
        if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
        guard let item = value(depth: depth + 1) else { return .array(items) }
        items.append(item)
      }
    case UInt8(ascii: "<"):
      if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
        position += 2
        var entries: [String: PDFValue] = [:]
        while true {
          skipSpace()
          if position + 1 >= bytes.count { return .dict(entries) }
          if bytes[position] == UInt8(ascii: ">"), bytes[position + 1] == UInt8(ascii: ">") { position += 2; return .dict(entries) }
          guard case .name(let key)? = value(depth: depth + 1), let item = value(depth: depth + 1) else { return .dict(entries) }
          entries[key] = item
        }
      }
      position += 1
      let hex = run(while: { $0 != UInt8(ascii: ">") })
      position += 1
      return .string(hex)
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"):
      position += 1
      return .keyword(String(UnicodeScalar(b)))
    default:
      let word = String(decoding: run(while: { !Self.isSpace($0) && !Self.isDelimiter($0) }), as: UTF8.self)
      if word.isEmpty { position += 1; return .keyword("") }
      guard let n = Double(word) else {
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: return .keyword(word)
        }
      }
      // `n g R` is a reference.
      let saved = position
      if let g = value(depth: depth + 1), g.number != nil, case .keyword("R")? = value(depth: depth + 1),
         let object = Int(exactly: n) {
        return .ref(object)
      }
      position = saved
      return .number(n)
    }
  }

  private mutating func run(while keep: (UInt8) -> Bool) -> [UInt8] {
    let start = position
    while position < bytes.count, keep(bytes[position]) { position += 1 }
    return Array(bytes[start..<position])
  }

  /// A `( … )` string with its nested parentheses and escapes (the text itself is not needed).
  private mutating func literalString() -> [UInt8] {
    position += 1
    var depth = 1, out: [UInt8] = []
    while position < bytes.count {
      let b = bytes[position]
      position += 1
      if b == UInt8(ascii: "\\") { if position < bytes.count { out.append(bytes[position]); position += 1 }; continue }
      if b == UInt8(ascii: "(") { depth += 1 }
      if b == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
      out.append(b)
    }
    return out
  }
}

/// A PDF file's objects by number, with their streams' raw bytes (one pass over the
/// file; cross-reference tables are not needed for the small files asset catalogs hold).
struct PDFFile {
  var objects: [Int: PDFValue] = [:]
  var streams: [Int: ArraySlice<UInt8>] = [:]

  init(_ bytes: [UInt8]) {
    var lexer = PDFLexer(bytes)
    var recent: [PDFValue] = []
    while !lexer.atEnd {
      guard let v = lexer.value() else { break }
      guard case .keyword("obj") = v, recent.count >= 2, let n = recent[recent.count - 2].number,
            let number = Int(exactly: n) else {
        recent = Array((recent + [v]).suffix(2))
        continue
      }
      recent = []
      guard let object = lexer.value() else { break }
      objects[number] = object
      let afterObject = lexer.position
      if case .keyword("stream")? = lexer.value() {
        var start = lexer.position
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var end = start
        if let length = object.dict?["Length"]?.number, let l = Int(exactly: length), l >= 0, start + l <= bytes.count {
          end = start + l
        } else if let found = Self.find(Array("endstream".utf8), in: bytes, from: start) {
          end = found
        }
        streams[number] = bytes[start..<end]
        lexer.position = end
      } else {
        lexer.position = afterObject
      }
    }
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
    for i in start...(bytes.count - needle.count) where bytes[i..<(i + needle.count)].elementsEqual(needle) {
      return i
    }
    return nil
  }

  /// The value, following a reference.
  func resolve(_ value: PDFValue?) -> PDFValue? {
    if case .ref(let n)? = value { return objects[n] }
    return value
  }
}
