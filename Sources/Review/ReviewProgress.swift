/// How far the deck being made has come, as the page's progress bar shows it.
struct ReviewProgress: Sendable, Equatable, Encodable {
    var running = false
    var stage = ""
    var step = 0
    var steps = 0
    /// Cards drawn so far, of how many.
    var drawn = 0
    var cards = 0
    /// The deck now shown: it goes up by one with each new deck.
    var generation = 0
    /// Why the last attempt made no deck.
    var error: String?

    mutating func begin() {
        (running, stage, step, steps, drawn, cards, error) = (true, "", 0, 0, 0, 0, nil)
    }

    mutating func started(_ name: String, step: Int, of steps: Int) {
        (stage, self.step, self.steps) = (name, step, steps)
    }

    mutating func drawn(_ done: Int, of total: Int) {
        (drawn, cards) = (done, total)
    }

    mutating func finish(generation: Int) {
        running = false
        self.generation = generation
    }

    mutating func fail(_ message: String) {
        running = false
        error = message
    }
}
