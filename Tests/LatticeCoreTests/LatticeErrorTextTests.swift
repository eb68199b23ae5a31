import LatticeCore
import Testing

@Suite struct LatticeErrorTextTests {
    @Test func aSentenceEndsTheMessageOnceAndWritesTheFixOnce() {
        #expect(LatticeErrorText.sentence(message: "It broke", fix: "mend it") == "It broke. To fix, mend it.")
        #expect(LatticeErrorText.sentence(message: "It broke.", fix: "mend it.") == "It broke. To fix, mend it.")
        #expect(LatticeErrorText.sentence(message: "Did you mean 'a'?", fix: "To fix, correct it") == "Did you mean 'a'? To fix, correct it.")
        #expect(LatticeErrorText.sentence(message: "It broke (at 3)", fix: "") == "It broke (at 3).")
        #expect(LatticeErrorText.sentence(message: "  ", fix: "x") == "Something failed, but no message was written. To fix, x.")
    }

    @Test func theWordingCheckFindsDoubledPunctuationAndAMissingFix() {
        #expect(LatticeErrorText.problems(in: "It broke. To fix, mend it.").isEmpty)
        #expect(LatticeErrorText.problems(in: "Write \"1.0.0\"..<\"2.0.0\" or a...b. To fix, x.").isEmpty)
        #expect(!LatticeErrorText.problems(in: "It broke.. To fix, mend it.").isEmpty)
        #expect(!LatticeErrorText.problems(in: "Is it?. To fix, mend it.").isEmpty)
        #expect(!LatticeErrorText.problems(in: "It broke. . To fix, mend it.").isEmpty)
        #expect(!LatticeErrorText.problems(in: "It broke.").isEmpty)
        #expect(!LatticeErrorText.problems(in: "It broke. To fix, a. To fix, b.").isEmpty)
        #expect(LatticeErrorText.problems(in: "It broke.", expectedFixes: 0).isEmpty)
    }

    @Test func theSplitSeparatesAMessageWrittenAsOneText() {
        #expect(LatticeErrorText.split("A is wrong. To fix, do B.") == ("A is wrong.", "do B."))
        #expect(LatticeErrorText.split("A is wrong.") == ("A is wrong.", ""))
    }

    static let reasons: [TrustRefusal.Reason] = [
        .forbiddenScheme("javascript"), .schemeNotAllowed("evil"), .hostNotAllowed("evil.example"),
        .urlTooLong(length: 5000, limit: 2048), .tooManySegments(count: 40, limit: 32),
        .tooManyQueryItems(count: 40, limit: 32), .valueTooLong(name: "q", length: 2000, limit: 1024),
        .notExposed("the route '/admin'"), .invalidParameter(name: "id", value: "x", expected: "int"),
        .malformed("no scheme"), .notFound("route or fallback"), .invalidEncoding("'%G1' at byte 9 is not a percent escape"),
    ]

    @Test(arguments: reasons)
    func everyRefusalFollowsTheWordingRules(_ reason: TrustRefusal.Reason) {
        let refusal = TrustRefusal(reason: reason, subject: "shop://x", origin: .webPage)
        #expect(!refusal.message.contains("To fix"))
        let problems = LatticeErrorText.problems(in: refusal.description, expectedFixes: refusal.fix.isEmpty ? 0 : 1)
        #expect(problems.isEmpty, "\(refusal.description): \(problems)")
        #expect(refusal.code == reason.code)
    }

    @Test func refusalsAreEqualByCodeAndSubject() {
        let web = TrustRefusal(reason: .schemeNotAllowed("evil"), subject: "evil://x", origin: .webPage)
        let push = TrustRefusal(reason: .schemeNotAllowed("other"), subject: "evil://x", origin: .push)
        let other = TrustRefusal(reason: .schemeNotAllowed("evil"), subject: "evil://y", origin: .webPage)
        #expect(web == push)
        #expect(web.hashValue == push.hashValue)
        #expect(web != other)
        #expect(web != TrustRefusal(reason: .forbiddenScheme("evil"), subject: "evil://x", origin: .webPage))
    }

    @Test func aRefusalKeepsTheCallSiteItWasGiven() {
        let policy = TrustPolicy(allowedSchemes: ["shop"])
        let line = #line + 1
        let refusal = policy.check(subject: "evil://x", scheme: "evil", host: nil, length: 8, segmentCount: 0, queryItemCount: 0, origin: .push)
        #expect(refusal?.line == line)
        #expect(refusal?.fileID.hasSuffix("LatticeErrorTextTests.swift") == true)
    }
}
