/// The routing trie, stored flat: every node, edge and route entry lives in a handful of
/// arrays and refers to the others by `Int32` index, so a copy is a few reference-count
/// bumps (copy-on-write) and a lookup never allocates.
///
/// Literal children of every node share one open-addressing hash table keyed by
/// (parent node, ``SegmentKey`` of the label), whose slots point at the child nodes
/// themselves; parameter children hang off each node as a short list already sorted in
/// matching order, each holding the edge that reaches it (see ``Node``).
struct RouteTrie: Sendable {
    /// A node (40 bytes). A node also holds the edge that reaches it, so that following an
    /// edge and reading the node it reaches touch one record (in a large table, one cache
    /// miss instead of two):
    /// - reached by a literal edge, its parent, label and next literal sibling;
    /// - reached by a parameter edge (`prefix:name<type>suffix`), the edge's type, prefix,
    ///   suffix and next parameter sibling, in the same fields.
    struct Node {
        var firstLiteral: Int32 = -1
        /// The first parameter child. A node's parameter edges are its parameter children,
        /// linked by ``nextSibling`` in matching order.
        var firstParameter: Int32 = -1
        var firstEntry: Int32 = -1
        var firstWildcard: Int32 = -1
        /// A literal child's parent (0 or more); -1 for a root; `-3 - type` for a parameter
        /// child, -2 when untyped (see ``parameterType``).
        private var link: Int32 = -1
        /// Where the label starts in ``RouteTrie/labels``; a parameter child's prefix.
        var labelStart: Int32 = 0
        /// The label's length; a parameter child's prefix length.
        var labelLength: Int32 = 0
        /// The parent's next child of the same kind, literal or parameter.
        var nextSibling: Int32 = -1
        /// A literal child's ``SegmentKey/head``; a parameter child's suffix, its start in the
        /// low half and its length in the high half.
        private var tail: UInt64 = 0

        /// A root.
        init() {}

        /// A literal child of `parent`.
        init(parent: Int32, labelStart: Int32, labelLength: Int32, nextSibling: Int32, head: UInt64) {
            self.link = parent
            self.labelStart = labelStart
            self.labelLength = labelLength
            self.nextSibling = nextSibling
            self.tail = head
        }

        /// A parameter child: its edge's type (-1 untyped), prefix and suffix.
        init(parameterType: Int32, prefixStart: Int32, prefixLength: Int32, suffixStart: Int32, suffixLength: Int32, nextSibling: Int32) {
            self.link = -3 - parameterType
            self.labelStart = prefixStart
            self.labelLength = prefixLength
            self.nextSibling = nextSibling
            self.tail = UInt64(UInt32(bitPattern: suffixStart)) | UInt64(UInt32(bitPattern: suffixLength)) &<< 32
        }

        /// The node this one is the literal child of; -1 for roots and parameter children.
        var parent: Int32 { link >= 0 ? link : -1 }
        /// Whether this node is the literal child of `node`.
        @inline(__always)
        func isLiteralChild(of node: Int32) -> Bool { link == node }
        /// A literal child's label's ``SegmentKey/head``.
        var head: UInt64 { tail }

        /// A parameter child's type, as an index into ``RouteTrie/types``; -1 when untyped.
        var parameterType: Int32 { -3 - link }
        var prefixStart: Int32 { labelStart }
        var prefixLength: Int32 { labelLength }
        var suffixStart: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: tail)) }
        var suffixLength: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: tail &>> 32)) }
    }

    /// A route (one expansion of it) ending at a node (16 bytes).
    struct RouteEnd {
        var route: Int32
        var priority: Int32
        var next: Int32
        /// The expansion's index, and in the top bit ``allowsEmptyRest``.
        private var expansionBits: UInt16
        /// The index of the route's method key in ``RouteTrie/methods``; 0 for none.
        var method: UInt16

        private static let emptyRestBit: UInt16 = 0x8000

        init(route: Int32, priority: Int32, next: Int32, expansion: UInt16, method: UInt16, allowsEmptyRest: Bool = false) {
            self.route = route
            self.priority = priority
            self.next = next
            self.expansionBits = expansion | (allowsEmptyRest ? Self.emptyRestBit : 0)
            self.method = method
        }

        /// The index of the route's expansion that ends here.
        var expansion: UInt16 { expansionBits & ~Self.emptyRestBit }
        /// Whether this wildcard entry (`*name?`) also matches when no segment is left.
        var allowsEmptyRest: Bool { expansionBits & Self.emptyRestBit != 0 }
    }

    struct Root {
        var scheme: [UInt8]
        var node: Int32
    }

    var nodes: [Node] = [Node()]
    /// How many nodes are literal children (have a ``Node/parent``).
    var literalCount = 0
    /// The hash table of literal edges: the child node's index, or -1 for empty (the
    /// parent and label are compared in the child, so a slot is four bytes).
    var slots: [Int32] = []
    var labels: [UInt8] = []
    var entries: [RouteEnd] = []
    /// The method keys entries refer to by index (see ``methodKey(_:)``); index 0 is 0 (none).
    var methods: [UInt64] = [0]
    /// Scheme roots; the global root is node 0 and is not listed.
    var roots: [Root] = []
    /// Types by index, as referred to by ``Node/parameterType``.
    private(set) var types: [ParameterType]
    /// Whether literal segments compare case-insensitively (labels are stored lower-case).
    let foldsCase: Bool
    /// Whether any entry has a non-zero priority (then every candidate is collected).
    var hasPriorities = false
    /// Whether any parameter edge is typed (without one, a walk that ignores types finds
    /// nothing a normal walk missed, so a miss needs no second walk to explain it).
    var hasTypedEdges = false
    var deadEntries = 0

    init(types: [ParameterType], foldsCase: Bool) {
        self.types = types
        self.foldsCase = foldsCase
    }

    // MARK: Keys

    /// Packs an upper-cased method of up to 8 bytes into a word (longer ones are hashed);
    /// 0 means "no method".
    static func methodKey(_ method: String?) -> UInt64 {
        guard let method else { return 0 }
        // The usual methods first: comparing small strings is a comparison of two words
        // (measured faster than reading the bytes as a word: 165 against 168 ns a GitHub match).
        switch method {
        case "GET": return 0x54_45_47
        case "POST": return 0x54_53_4F_50
        case "PUT": return 0x54_55_50
        case "PATCH": return 0x48_43_54_41_50
        case "DELETE": return 0x45_54_45_4C_45_44
        // SAFETY: the buffer is the method's contiguous UTF-8, valid inside the closure.
        default: return unsafe method.utf8.withContiguousStorageIfAvailable(unsafe methodKey(bytes:)) ?? methodKey(bytes: Array(method.utf8))
        }
    }

    /// The key of a method's bytes: up to eight upper-cased bytes packed little-endian,
    /// longer ones hashed.
    static func methodKey<Bytes: Sequence<UInt8>>(bytes: Bytes) -> UInt64 {
        var key: UInt64 = 0
        var count: UInt64 = 0
        for raw in bytes {
            let byte = raw >= UInt8(ascii: "a") && raw <= UInt8(ascii: "z") ? raw - 32 : raw
            if count < 8 {
                key |= UInt64(byte) &<< (8 &* count)
            } else {
                key = (key &* 31 &+ UInt64(byte)) | (1 << 63)
            }
            count += 1
        }
        return key
    }

    /// The index of method key `key` in ``methods``, added if new.
    mutating func methodIndex(creating key: UInt64) -> UInt16 {
        if let index = methods.firstIndex(of: key) { return UInt16(truncatingIfNeeded: index) }
        methods.append(key)
        return UInt16(truncatingIfNeeded: methods.count - 1)
    }

    /// Whether method key `key` is known or there is room for it (indices are 16-bit,
    /// `UInt16.max` meaning "unknown").
    func hasRoom(forMethod key: UInt64) -> Bool {
        methods.count < Int(UInt16.max) || methods.contains(key)
    }

    /// The index of method key `key` in ``methods``, or `UInt16.max` (no entry has it).
    @inline(__always)
    func methodIndex(of key: UInt64) -> UInt16 {
        var index = 0
        while index < methods.count {
            if methods[index] == key { return UInt16(truncatingIfNeeded: index) }
            index += 1
        }
        return .max
    }

    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    // MARK: Lookup

    /// The root node for a lower-case or mixed-case scheme's bytes, if routes exist for it.
    func root(forScheme scheme: UnsafeBufferPointer<UInt8>) -> Int32? {
        for root in roots where root.scheme.count == scheme.count {
            var equal = true
            // SAFETY: `scheme` is a slice of the URL's bytes, valid for this call; indices stay
            // below its count.
            for index in 0..<scheme.count where unsafe Self.lower(scheme[index]) != root.scheme[index] {
                equal = false
                break
            }
            if equal { return root.node }
        }
        return nil
    }

    /// The literal child of `node` labelled `bytes`, or -1.
    func literalChild(of node: Int32, _ bytes: UnsafeBufferPointer<UInt8>, fold: Bool) -> Int32 {
        // SAFETY: `start` and `length` describe bytes inside `bytes`; the label compared lives in
        // `labels`, whose bounds the stored label length respects.
        unsafe literalChild(of: node, SegmentKey(bytes, start: 0, end: bytes.count, fold: fold), bytes, start: 0, length: bytes.count, fold: fold)
    }

    /// The literal child of `node` whose label is `bytes[start..<start + length]` with
    /// key `key`, or -1.
    ///
    /// - Complexity: O(1) expected: one probe sequence in the shared table; labels of up
    ///   to eight bytes compare as one word.
    /// `@_transparent` so that it is inlined into the walk (see
    /// `literalChild(of:first:_:_:)`).
    @_transparent
    func literalChild(
        of node: Int32, _ key: SegmentKey, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, fold: Bool
    ) -> Int32 {
        let mask = slots.count &- 1
        guard mask > 0 else { return -1 }
        var index = key.slot(under: node, mask: mask)
        while true {
            let slot = slots[index]
            if slot < 0 { return -1 }
            let child = nodes[Int(slot)]
            if child.isLiteralChild(of: node), child.head == key.head, Int(child.labelLength) == length,
               // SAFETY: `start` and `length` describe bytes inside `bytes`; the label compared
               // lives in `labels`, whose bounds the stored label length respects.
               unsafe length <= 8 || tailEquals(child, bytes, start: start, length: length, fold: fold) {
                return slot
            }
            index = (index &+ 1) & mask
        }
    }

    /// Whether the label's bytes after the first eight equal the segment's.
    private func tailEquals(_ edge: Node, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int, fold: Bool) -> Bool {
        // SAFETY: both ranges were checked to have `length` bytes before comparing.
        unsafe labels.withUnsafeBufferPointer { pool in
            var offset = 8
            while offset < length {
                let count = min(8, length - offset)
                let label = unsafe SegmentKey.word(pool, at: Int(edge.labelStart) + offset, length: count, fold: false)
                if unsafe label != SegmentKey.word(bytes, at: start + offset, length: count, fold: fold) { return false }
                offset += 8
            }
            return true
        }
    }

    func label(_ start: Int32, _ length: Int32) -> String {
        String(decoding: labels[Int(start)..<Int(start + length)], as: UTF8.self)
    }

    // MARK: Building

    /// Makes `newTypes` known by name (the first type registered under a name wins).
    mutating func register(_ newTypes: [ParameterType]) {
        for type in newTypes where type.kind != .string && !types.contains(where: { $0.name == type.name }) {
            types.append(type)
        }
    }

    mutating func rootCreating(scheme: String) -> Int32 {
        guard !scheme.isEmpty else { return 0 }
        let bytes = Array(scheme.lowercased().utf8)
        // SAFETY: the buffer is the scheme's own bytes, valid inside the closure.
        if let node = unsafe bytes.withUnsafeBufferPointer({ unsafe root(forScheme: $0) }) { return node }
        nodes.append(Node())
        let node = Int32(nodes.count - 1)
        roots.append(Root(scheme: bytes, node: node))
        return node
    }

    /// The literal child of `node` whose label is a pattern's `text` (lowercased when the
    /// router folds case, as labels are stored), or -1.
    func literalChild(of node: Int32, label text: String) -> Int32 {
        let bytes = foldsCase ? text.utf8.map(Self.lower) : Array(text.utf8)
        // SAFETY: the buffer is the label's own bytes, valid inside the closure.
        return unsafe bytes.withUnsafeBufferPointer { unsafe literalChild(of: node, $0, fold: false) }
    }

    /// The node reached from `node` by `segment`'s exact edge, created when `create`.
    mutating func child(of node: Int32, for segment: PatternSegment, create: Bool) -> Int32? {
        switch segment {
        case .literal(let text):
            let found = literalChild(of: node, label: text)
            if found >= 0 { return found }
            guard create else { return nil }
            return addLiteral(foldsCase ? text.utf8.map(Self.lower) : Array(text.utf8), under: node)
        case .parameter(_, let type, let prefix, let suffix):
            let typeIndex = Int32(types.firstIndex { $0.name == type && !type.isEmpty } ?? -1)
            var previous: Int32 = -1
            var cursor = nodes[Int(node)].firstParameter
            while cursor >= 0 {
                let order = compare(nodes[Int(cursor)], type: typeIndex, prefix: prefix, suffix: suffix)
                if order == 0 { return cursor }
                if order > 0 { break }
                previous = cursor
                cursor = nodes[Int(cursor)].nextSibling
            }
            guard create else { return nil }
            if typeIndex >= 0 { hasTypedEdges = true }
            let prefixStart = appendLabel(prefix)
            let suffixStart = appendLabel(suffix)
            nodes.appendCompactly(Node(
                parameterType: typeIndex, prefixStart: prefixStart, prefixLength: Int32(prefix.utf8.count),
                suffixStart: suffixStart, suffixLength: Int32(suffix.utf8.count), nextSibling: cursor))
            let child = Int32(nodes.count - 1)
            if previous < 0 { nodes[Int(node)].firstParameter = child } else { nodes[Int(previous)].nextSibling = child }
            return child
        case .wildcard:
            return node
        }
    }

    /// Matching order of parameter edges: literal prefix/suffix first (longer first), then
    /// typed by ``ParameterType/matchingOrder``, then untyped. Negative: `edge` comes first.
    private func compare(_ edge: Node, type: Int32, prefix: String, suffix: String) -> Int {
        let edgeAffix = Int(edge.prefixLength + edge.suffixLength)
        let newAffix = prefix.utf8.count + suffix.utf8.count
        if edgeAffix != newAffix { return edgeAffix > newAffix ? -1 : 1 }
        let edgePrefix = label(edge.prefixStart, edge.prefixLength)
        let edgeSuffix = label(edge.suffixStart, edge.suffixLength)
        if edgePrefix != prefix { return edgePrefix < prefix ? -1 : 1 }
        if edgeSuffix != suffix { return edgeSuffix < suffix ? -1 : 1 }
        if edge.parameterType == type { return 0 }
        if edge.parameterType < 0 { return 1 }
        if type < 0 { return -1 }
        let left = types[Int(edge.parameterType)].matchingOrder
        let right = types[Int(type)].matchingOrder
        return left < right ? -1 : 1
    }

    private mutating func appendLabel(_ text: String) -> Int32 {
        let start = Int32(labels.count)
        labels.appendCompactly(contentsOf: text.utf8)
        return start
    }

    private mutating func addLiteral(_ bytes: [UInt8], under node: Int32) -> Int32 {
        // SAFETY: the buffer is the label's own bytes, valid inside the closure.
        let key = unsafe bytes.withUnsafeBufferPointer { unsafe SegmentKey($0, start: 0, end: $0.count, fold: false) }
        let start = Int32(labels.count)
        labels.appendCompactly(contentsOf: bytes)
        nodes.appendCompactly(Node(
            parent: node, labelStart: start, labelLength: Int32(bytes.count), nextSibling: nodes[Int(node)].firstLiteral,
            head: key.head))
        let child = Int32(nodes.count - 1)
        nodes[Int(node)].firstLiteral = child
        literalCount += 1
        if literalCount * 2 > slots.count {
            rehash(capacity: max(16, slots.count * 2))
        } else {
            place(child, key: key)
        }
        return child
    }

    private mutating func rehash(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        for index in nodes.indices where nodes[index].parent >= 0 {
            let node = nodes[index]
            // SAFETY: the buffer is a stored label's bytes, inside `labels`, valid inside the
            // closure.
            let key = unsafe labels.withUnsafeBufferPointer { pool in
                unsafe SegmentKey(pool, start: Int(node.labelStart), end: Int(node.labelStart + node.labelLength), fold: false)
            }
            place(Int32(index), key: key)
        }
    }

    private mutating func place(_ child: Int32, key: SegmentKey) {
        let mask = slots.count - 1
        var index = key.slot(under: nodes[Int(child)].parent, mask: mask)
        while slots[index] >= 0 { index = (index + 1) & mask }
        slots[index] = child
    }

    /// The node for an expansion's exact shape (`nil` if absent and not `create`), and
    /// whether its entries live in the wildcard list.
    mutating func node(for scheme: String, _ segments: [PatternSegment], create: Bool) -> (node: Int32, wildcard: Bool)? {
        var node: Int32
        if scheme.isEmpty {
            node = 0
        } else if create {
            node = rootCreating(scheme: scheme)
        } else {
            let bytes = Array(scheme.utf8)
            // SAFETY: the buffers are the pattern's own bytes, valid inside the closures that
            // receive them.
            guard let found = unsafe bytes.withUnsafeBufferPointer({ unsafe root(forScheme: $0) }) else { return nil }
            node = found
        }
        for segment in segments {
            guard let next = child(of: node, for: segment, create: create) else { return nil }
            node = next
        }
        if case .wildcard = segments.last { return (node, true) }
        return (node, false)
    }

    /// The entries already at a shape's end, in matching order.
    func entries(at node: Int32, wildcard: Bool) -> [RouteEnd] {
        var result: [RouteEnd] = []
        var cursor = wildcard ? nodes[Int(node)].firstWildcard : nodes[Int(node)].firstEntry
        while cursor >= 0 {
            result.append(entries[Int(cursor)])
            cursor = entries[Int(cursor)].next
        }
        return result
    }

    /// Adds an entry at the end of a shape, keeping the list in matching order: higher
    /// priority first, then routes with a method before method-less ones, then older first.
    mutating func addEntry(_ entry: RouteEnd, at node: Int32, wildcard: Bool) {
        var entry = entry
        if entry.priority != 0 { hasPriorities = true }
        func precedes(_ a: RouteEnd, _ b: RouteEnd) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if (a.method == 0) != (b.method == 0) { return a.method != 0 }
            return a.route < b.route
        }
        var previous: Int32 = -1
        var cursor = wildcard ? nodes[Int(node)].firstWildcard : nodes[Int(node)].firstEntry
        while cursor >= 0, precedes(entries[Int(cursor)], entry) {
            previous = cursor
            cursor = entries[Int(cursor)].next
        }
        entry.next = cursor
        entries.appendCompactly(entry)
        let added = Int32(entries.count - 1)
        if previous >= 0 {
            entries[Int(previous)].next = added
        } else if wildcard {
            nodes[Int(node)].firstWildcard = added
        } else {
            nodes[Int(node)].firstEntry = added
        }
    }

    /// Unlinks every entry of `route`.
    mutating func removeEntries(ofRoute route: Int32) {
        for node in nodes.indices {
            nodes[node].firstEntry = unlink(route, from: nodes[node].firstEntry)
            nodes[node].firstWildcard = unlink(route, from: nodes[node].firstWildcard)
        }
    }

    private mutating func unlink(_ route: Int32, from head: Int32) -> Int32 {
        var head = head
        while head >= 0, entries[Int(head)].route == route {
            head = entries[Int(head)].next
            deadEntries += 1
        }
        var cursor = head
        while cursor >= 0 {
            let next = entries[Int(cursor)].next
            if next >= 0, entries[Int(next)].route == route {
                entries[Int(cursor)].next = entries[Int(next)].next
                deadEntries += 1
            } else {
                cursor = next
            }
        }
        return head
    }
}

extension Array {
    /// Appends `element`, growing the storage by an eighth instead of doubling it, so that
    /// a large route table holds little unused capacity (appends stay amortized O(1)).
    @inline(__always)
    mutating func appendCompactly(_ element: Element) {
        if count == capacity { reserveCapacity(count + Swift.max(16, count / 8)) }
        append(element)
    }

    /// Appends `elements`, growing the storage by an eighth at a time; see ``appendCompactly(_:)``.
    mutating func appendCompactly<S: Collection>(contentsOf elements: S) where S.Element == Element {
        if count + elements.count > capacity { reserveCapacity(count + Swift.max(16, count / 8, elements.count)) }
        append(contentsOf: elements)
    }
}
