// Swift Testing declares a cross-import overlay for CoreGraphics: a file importing both
// Testing and CoreGraphics makes the compiler import `_Testing_CoreGraphics`, which only Apple's
// SDK ships. This empty module stands in on Linux so such test files compile
// (Apple's adds CGImage attachments; Flipbook's tests attach images through
// FlipbookTesting instead).
