import FlipbookCLI
import FlipbookScenes

// The flipbook command with the built-in scenes.
FlipbookCLI.main(scenes: Scenes.all)
