import Foundation

#if FUZZING
/// libFuzzer's driver (libclang_rt.fuzzer). SwiftPM links an executable's entry
/// point as `main`, which keeps libFuzzer's own `main` out, so ours hands over to it.
/// All three arguments and the result are pointer- or int-sized, passed in the same
/// registers by the Swift and C conventions on the platforms Flipbook fuzzes on.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

@main
struct FuzzMain {
  static func main() {
    #if FUZZING
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
      Harness.run(bytes.map { Data(bytes: $0, count: count) } ?? Data())
      return 0
    })
    #else
    replay(CommandLine.arguments.dropFirst())
    #endif
  }

  /// The replay tool: each argument is an input file (a crash, a corpus entry).
  static func replay(_ files: ArraySlice<String>) {
    guard !files.isEmpty else {
      FileHandle.standardError.write(Data("usage: flipbook-fuzz FILE… (build with 'make fuzz' to fuzz)\n".utf8))
      exit(2)
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        FileHandle.standardError.write(Data("flipbook-fuzz: cannot read '\(file)'\n".utf8))
        exit(1)
      }
      print("\(file): \(Harness.run(data))")
    }
  }
}
