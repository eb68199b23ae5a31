/// The origins a harness opens URLs from, chosen by a byte of the input.
public enum FuzzChoice {
    /// The methods a request may carry; `nil` for none.
    public static let methods: [String?] = [nil, "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "get"]

    /// The method chosen by the low three bits of `selector`.
    public static func method(_ selector: UInt8) -> String? { methods[Int(selector & 7)] }
}
