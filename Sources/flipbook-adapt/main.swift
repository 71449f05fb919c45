import FlipbookAdapter
import Foundation

// flipbook-adapt OUTPUT_DIR PASTED_ROOT PASTED_FILE…
//   writes OUTPUT_DIR/<path under PASTED_ROOT> for each pasted file and OUTPUT_DIR/FlipbookSelectors.swift,
//   replacing a file only when its text changes (so unchanged files are not recompiled).
// flipbook-adapt --print PASTED_FILE
//   prints the adapted text of one file.
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("flipbook-adapt: \(message)\n".utf8))
  exit(1)
}

func read(_ path: String) -> Adapter.Input {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
  return Adapter.Input(path: path, bytes: [UInt8](data))
}

if arguments.first == "--print" {
  guard arguments.count == 2 else { fail("usage: flipbook-adapt --print FILE") }
  print(Adapter.adapt([read(arguments[1])]).files[0], terminator: "")
  exit(0)
}
guard arguments.count >= 2 else { fail("usage: flipbook-adapt OUTPUT_DIR PASTED_ROOT PASTED_FILE…") }
let output = URL(fileURLWithPath: arguments[0])
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path + "/"
let inputs = arguments.dropFirst(2).map(read)
let adapted = Adapter.adapt(inputs)
do {
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  var written: [(String, String)] = zip(inputs, adapted.files).map { input, text in
    let path = URL(fileURLWithPath: input.path).standardizedFileURL.path
    return (Adapter.outputName(forPasted: path.hasPrefix(root) ? String(path.dropFirst(root.count)) : URL(fileURLWithPath: path).lastPathComponent), text)
  }
  written.append(("FlipbookSelectors.swift", adapted.registry))
  for (name, text) in written {
    let url = output.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { continue }
    try Data(text.utf8).write(to: url, options: .atomic)
  }
} catch {
  fail("cannot write into \(output.path): \(error.localizedDescription)")
}
