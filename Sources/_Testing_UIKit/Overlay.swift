// Swift Testing declares a cross-import overlay for UIKit: a file importing both
// Testing and UIKit makes the compiler import `_Testing_UIKit`, which only Apple's
// SDK ships. This empty module stands in on Linux so such test files compile
// (Apple's adds UIImage attachments; Flipbook's tests attach images through
// FlipbookTesting instead).
