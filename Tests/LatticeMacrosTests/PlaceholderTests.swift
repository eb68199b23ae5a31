import Testing

@Suite struct MacroTargetBuilds {
    @Test func builds() {}
}
