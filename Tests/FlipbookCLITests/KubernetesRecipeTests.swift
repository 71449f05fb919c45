import Foundation
import Testing
import Yams

/// The Kubernetes recipe in examples/kubernetes: no cluster here, so these check
/// what must agree between the files (shard count, claim, mount path, segments
/// folder, the image's entry point) by reading them.
@Suite struct KubernetesRecipeTests {
  @Test func renderJobIsAnIndexedJobWithOnePodPerShard() throws {
    let recipe = try KubernetesRecipe()
    let job = recipe.renderJob
    #expect(job["apiVersion"]?.string == "batch/v1")
    #expect(job["kind"]?.string == "Job")
    let spec = try #require(job["spec"], "render-job.yaml has no spec")
    #expect(spec["completionMode"]?.string == "Indexed", "--shard auto needs JOB_COMPLETION_INDEX, set only in Indexed Jobs")
    #expect(spec["template"]?["spec"]?["restartPolicy"]?.string == "Never")

    let completions = try #require(spec["completions"]?.int, "render-job.yaml: spec.completions is not a number")
    let parallelism = try #require(spec["parallelism"]?.int, "render-job.yaml: spec.parallelism is not a number")
    let env = try KubernetesRecipe.env(of: KubernetesRecipe.container(of: job))
    let countNode = try #require(env["FLIPBOOK_SHARD_COUNT"], "render-job.yaml sets no FLIPBOOK_SHARD_COUNT")
    #expect(countNode.any is String, "FLIPBOOK_SHARD_COUNT's value must be quoted: Kubernetes takes env values as strings")
    let count = try #require(countNode.string.flatMap { Int($0) }, "FLIPBOOK_SHARD_COUNT is not a number")
    #expect(completions == count, "completions and FLIPBOOK_SHARD_COUNT must both be N")
    #expect(parallelism == count, "parallelism and FLIPBOOK_SHARD_COUNT must both be N")
    #expect(count >= 1)
  }

  @Test func renderPodsShardAutomaticallyIntoTheSharedFolder() throws {
    let recipe = try KubernetesRecipe()
    let job = recipe.renderJob
    let mountPath = try KubernetesRecipe.sharedVolume(of: job).mountPath
    let commands = try KubernetesRecipe.flipbookCommands(of: job)

    let render = try #require(commands.first { $0.subcommand == "render" }, "render-job.yaml runs no 'flipbook render'")
    #expect(render.shardsAutomatically, "'flipbook render' must take --shard auto")
    let frames = try #require(render.option("-o", "--out"), "'flipbook render' names no -o folder")
    #expect(frames.hasPrefix(mountPath + "/"), "frames go to \(frames), outside the shared volume at \(mountPath)")

    let video = try #require(commands.first { $0.subcommand == "video" }, "render-job.yaml runs no 'flipbook video'")
    #expect(video.shardsAutomatically, "'flipbook video' must take --shard auto")
    let segment = try #require(video.option("-o", "--output"), "'flipbook video' names no -o file")
    #expect(segment.hasPrefix(mountPath + "/"), "segments go to \(segment), outside the shared volume at \(mountPath)")
    #expect(segment.contains("$JOB_COMPLETION_INDEX") || segment.contains("${JOB_COMPLETION_INDEX}"),
            "each index must write its own segment file")
  }

  @Test func bothJobsMountTheClaimOfPvcYamlAtOnePath() throws {
    let recipe = try KubernetesRecipe()
    let claimName = try #require(recipe.pvc["metadata"]?["name"]?.string, "pvc.yaml has no metadata.name")
    let render = try KubernetesRecipe.sharedVolume(of: recipe.renderJob)
    let assemble = try KubernetesRecipe.sharedVolume(of: recipe.assembleJob)
    #expect(render.claimName == claimName)
    #expect(assemble.claimName == claimName)
    #expect(render.mountPath == assemble.mountPath)
  }

  @Test func assembleJobConcatenatesTheRenderJobsSegments() throws {
    let recipe = try KubernetesRecipe()
    let job = recipe.assembleJob
    #expect(job["apiVersion"]?.string == "batch/v1")
    #expect(job["kind"]?.string == "Job")
    #expect((job["spec"]?["completions"]?.int ?? 1) == 1)

    let renderScene = try KubernetesRecipe.env(of: KubernetesRecipe.container(of: recipe.renderJob))["SCENE"]?.string
    let assembleScene = try KubernetesRecipe.env(of: KubernetesRecipe.container(of: job))["SCENE"]?.string
    #expect(renderScene != nil)
    #expect(renderScene == assembleScene, "both jobs must name the same SCENE")

    let video = try #require(try KubernetesRecipe.flipbookCommands(of: recipe.renderJob).first { $0.subcommand == "video" })
    let segment = try #require(video.option("-o", "--output"))
    let segments = (segment as NSString).deletingLastPathComponent

    let concat = try #require(try KubernetesRecipe.flipbookCommands(of: job).first { $0.subcommand == "concat" },
                              "assemble-job.yaml runs no 'flipbook concat'")
    let input = try #require(concat.firstArgument, "'flipbook concat' names no folder")
    #expect(KubernetesRecipe.normalized(input) == KubernetesRecipe.normalized(segments),
            "concat reads \(input), the segments are written to \(segments)")
    let output = try #require(concat.option("-o", "--output"), "'flipbook concat' names no -o file")
    let mountPath = try KubernetesRecipe.sharedVolume(of: job).mountPath
    #expect(output.hasPrefix(mountPath + "/"), "the video goes to \(output), outside the shared volume")
    #expect(!output.hasPrefix(KubernetesRecipe.normalized(segments) + "/"), "the joined video must not land among the segments")
  }

  @Test func sharedClaimIsReadWriteMany() throws {
    let pvc = try KubernetesRecipe().pvc
    #expect(pvc["apiVersion"]?.string == "v1")
    #expect(pvc["kind"]?.string == "PersistentVolumeClaim")
    let modes = pvc["spec"]?["accessModes"]?.array().compactMap(\.string) ?? []
    #expect(modes.contains("ReadWriteMany"), "pods on several nodes write at once: the claim must be ReadWriteMany")
    #expect(pvc["spec"]?["resources"]?["requests"]?["storage"]?.string != nil)
  }

  @Test func imageRunsFlipbook() throws {
    let instructions = KubernetesRecipe.dockerInstructions(try KubernetesRecipe().dockerfile)
    let stages = instructions.indices.filter { instructions[$0].keyword == "FROM" }
    #expect(stages.count >= 2, "a build stage and a runtime stage")
    let lastFrom = try #require(stages.last, "the Dockerfile has no FROM")
    let finalStage = instructions[(lastFrom + 1)...]

    let entrypoint = try #require(finalStage.last { $0.keyword == "ENTRYPOINT" }, "the final stage has no ENTRYPOINT")
    let argv = try JSONDecoder().decode([String].self, from: Data(entrypoint.arguments.utf8))
    let program = try #require(argv.first, "ENTRYPOINT is empty")
    #expect(program == "flipbook" || program.hasSuffix("/flipbook"))
    #expect(finalStage.contains { $0.keyword == "COPY" && $0.arguments.contains("--from=") && $0.arguments.contains("flipbook") },
            "the final stage copies the flipbook binary from the build stage")
  }
}

// MARK: - Reading the recipe

/// The files of examples/kubernetes, found from this file's path (not the working directory).
private struct KubernetesRecipe {
  let renderJob: Yams.Node
  let assembleJob: Yams.Node
  let pvc: Yams.Node
  let dockerfile: String

  init(filePath: String = #filePath) throws {
    let folder = try Self.packageRoot(above: filePath).appendingPathComponent("examples/kubernetes")
    renderJob = try Self.yaml(folder.appendingPathComponent("render-job.yaml"))
    assembleJob = try Self.yaml(folder.appendingPathComponent("assemble-job.yaml"))
    pvc = try Self.yaml(folder.appendingPathComponent("pvc.yaml"))
    dockerfile = try String(contentsOf: folder.appendingPathComponent("Dockerfile"), encoding: .utf8)
  }

  struct Problem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// The nearest folder above `filePath` holding Package.swift.
  static func packageRoot(above filePath: String) throws -> URL {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    for _ in 0..<32 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { break }
      folder = parent
    }
    throw Problem("no Package.swift in a folder above \(filePath)")
  }

  static func yaml(_ url: URL) throws -> Yams.Node {
    let text = try String(contentsOf: url, encoding: .utf8)
    guard let node = try Yams.compose(yaml: text) else { throw Problem("\(url.lastPathComponent) holds no YAML document") }
    return node
  }

  /// A Job's (only) container.
  static func container(of job: Yams.Node) throws -> Yams.Node {
    let containers = job["spec"]?["template"]?["spec"]?["containers"]?.array() ?? []
    guard containers.count == 1, let container = containers.first else {
      throw Problem("the job should have one container, not \(containers.count)")
    }
    return container
  }

  /// The container's environment, name to value node (so a test can see a value's YAML type).
  static func env(of container: Yams.Node) -> [String: Yams.Node] {
    var out: [String: Yams.Node] = [:]
    for variable in container["env"]?.array() ?? [] {
      if let name = variable["name"]?.string, let value = variable["value"] { out[name] = value }
    }
    return out
  }

  /// The pod's volume backed by a PersistentVolumeClaim, with where the container mounts it.
  static func sharedVolume(of job: Yams.Node) throws -> (claimName: String, mountPath: String) {
    let volumes = job["spec"]?["template"]?["spec"]?["volumes"]?.array() ?? []
    guard let volume = volumes.first(where: { $0["persistentVolumeClaim"] != nil }),
          let name = volume["name"]?.string,
          let claimName = volume["persistentVolumeClaim"]?["claimName"]?.string else {
      throw Problem("the job mounts no PersistentVolumeClaim")
    }
    let mounts = try container(of: job)["volumeMounts"]?.array() ?? []
    guard let mountPath = mounts.first(where: { $0["name"]?.string == name })?["mountPath"]?.string else {
      throw Problem("the container does not mount the volume '\(name)'")
    }
    return (claimName, normalized(mountPath))
  }

  /// `path` without trailing slashes.
  static func normalized(_ path: String) -> String {
    var p = path
    while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
    return p
  }

  // MARK: Commands

  /// One `flipbook` invocation: its words after the program, with the container's env variables expanded.
  struct Invocation {
    var words: [String]

    var subcommand: String? { words.first }

    /// The value of the first of `names` given, as `-o VALUE` or `--out=VALUE`.
    func option(_ names: String...) -> String? {
      for (i, word) in words.enumerated() {
        if names.contains(word) { return i + 1 < words.count ? words[i + 1] : nil }
        for name in names where name.hasPrefix("--") && word.hasPrefix(name + "=") { return String(word.dropFirst(name.count + 1)) }
      }
      return nil
    }

    var shardsAutomatically: Bool { option("--shard") == "auto" }

    /// The first word after the subcommand that is neither an option nor an option's value.
    var firstArgument: String? {
      var i = 1
      while i < words.count {
        let word = words[i]
        if !word.hasPrefix("-") { return word }
        // Flags that take no value in these recipes; every other option takes one (unless written with '=').
        i += ["--quiet", "--clean", "--resume"].contains(word) || word.contains("=") ? 1 : 2
      }
      return nil
    }
  }

  /// The `flipbook` invocations of a job's container: `command` + `args`, run through
  /// `sh -c` (the script split into simple commands) or run directly.
  static func flipbookCommands(of job: Yams.Node) throws -> [Invocation] {
    let container = try container(of: job)
    let argv = (container["command"]?.array() ?? []).compactMap(\.string) + (container["args"]?.array() ?? []).compactMap(\.string)
    let commands: [[String]]
    if let c = argv.firstIndex(of: "-c"), c > 0, argv[c - 1].hasSuffix("sh"), c + 1 < argv.count {
      commands = shellCommands(argv[c + 1])
    } else {
      commands = [argv]
    }
    var values: [String: String] = [:]
    for (name, node) in env(of: container) { values[name] = node.string }
    return commands.compactMap { words in
      guard let program = words.first, program == "flipbook" || program.hasSuffix("/flipbook") else { return nil }
      return Invocation(words: words.dropFirst().map { expand($0, values) })
    }
  }

  /// `$NAME` and `${NAME}` replaced by the environment's values; other variables (set by Kubernetes) left as written.
  static func expand(_ word: String, _ values: [String: String]) -> String {
    var out = word
    for (name, value) in values.sorted(by: { $0.key.count > $1.key.count }) {
      out = out.replacingOccurrences(of: "${\(name)}", with: value)
      out = out.replacingOccurrences(of: "$\(name)", with: value)
    }
    return out
  }

  /// A shell script as simple commands, each as its words with quotes removed: split at
  /// new lines, `;`, `&&`, `||` and `|`; comments dropped; backslash-newline joins lines.
  /// (Enough for these recipes; no substitutions, redirections or here-documents.)
  static func shellCommands(_ script: String) -> [[String]] {
    let chars = Array(script)
    var commands: [[String]] = []
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?

    func endWord() {
      if inWord { words.append(word) }
      word = ""
      inWord = false
    }
    func endCommand() {
      endWord()
      if !words.isEmpty { commands.append(words) }
      words = []
    }

    var i = 0
    while i < chars.count {
      let ch = chars[i]
      if let q = quote {
        if ch == q {
          quote = nil
        } else if ch == "\\" && q == "\"" && i + 1 < chars.count && "\"\\$`".contains(chars[i + 1]) {
          i += 1
          word.append(chars[i])
        } else {
          word.append(ch)
        }
      } else if ch == "'" || ch == "\"" {
        quote = ch
        inWord = true
      } else if ch == "\\" && i + 1 < chars.count {
        i += 1
        if chars[i] != "\n" {
          word.append(chars[i])
          inWord = true
        }
      } else if ch == "#" && !inWord {
        while i + 1 < chars.count && chars[i + 1] != "\n" { i += 1 }
      } else if ch == "\n" || ch == ";" || ch == "&" || ch == "|" {
        endCommand()
      } else if ch == " " || ch == "\t" {
        endWord()
      } else {
        word.append(ch)
        inWord = true
      }
      i += 1
    }
    endCommand()
    return commands
  }

  // MARK: Dockerfile

  struct Instruction {
    var keyword: String
    var arguments: String
  }

  /// The Dockerfile's instructions: comment lines dropped, continued lines joined.
  static func dockerInstructions(_ text: String) -> [Instruction] {
    var out: [Instruction] = []
    var pending = ""
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#") { continue }
      if line.hasSuffix("\\") {
        pending += String(line.dropLast()) + " "
        continue
      }
      let whole = (pending + line).trimmingCharacters(in: .whitespaces)
      pending = ""
      guard !whole.isEmpty else { continue }
      let keyword = whole.prefix { !$0.isWhitespace }
      let arguments = whole.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
      out.append(Instruction(keyword: keyword.uppercased(), arguments: arguments))
    }
    return out
  }
}
