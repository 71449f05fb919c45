/// Distances between names, for "did you mean" hints.
public enum TextDistance {
  /// The Levenshtein (edit) distance between two strings.
  public static func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var prev = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let old = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
        prev = old
      }
    }
    return row[b.count]
  }
}
