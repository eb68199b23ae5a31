import Foundation

/// Standard input, line by line, for async code.
enum StandardInput {
    /// The lines of standard input, read on a thread of their own: `readLine()` blocks
    /// until a line comes, and must not hold the main actor or a thread of Swift's
    /// cooperative pool while a person thinks. The stream ends at the end of input.
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            Thread {
                while let line = readLine() { continuation.yield(line) }
                continuation.finish()
            }.start()
        }
    }
}
