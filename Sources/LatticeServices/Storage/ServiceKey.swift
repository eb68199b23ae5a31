/// The identity of a registration: service type, argument types and optional name.
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline let arguments: ObjectIdentifier
    @usableFromInline let name: String?
    /// A cheap hash for the lookup table (no `Hasher`: SipHash costs more than a whole
    /// resolve). Equal keys have equal `hash`.
    @usableFromInline let hash: UInt

    /// The key of `service` registered without runtime arguments.
    @inlinable @inline(__always)
    init<Service>(noArguments service: Service.Type, name: String?) {
        self.init(service: ObjectIdentifier(service), arguments: ObjectIdentifier(Void.self), name: name)
    }

    @inlinable @inline(__always)
    init(service: ObjectIdentifier, arguments: ObjectIdentifier, name: String?) {
        self.service = service
        self.arguments = arguments
        self.name = name
        // In 64 bits whatever the platform's word (watchOS devices have 32-bit `UInt`), then
        // cut to a word: the same instructions where `UInt` is 64 bits.
        var h = UInt64(UInt(bitPattern: service)) &* 0x9E37_79B9_7F4A_7C15
        h ^= (UInt64(UInt(bitPattern: arguments)) &* 0xC2B2_AE3D_27D4_EB4F) >> 7
        if let name { h ^= Self.fnv1a(name) }
        h ^= h >> 29
        self.hash = UInt(truncatingIfNeeded: h)
    }

    @inlinable @inline(__always)
    static func fnv1a(_ text: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    @inlinable
    static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        lhs.service == rhs.service && lhs.arguments == rhs.arguments && lhs.name == rhs.name
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
