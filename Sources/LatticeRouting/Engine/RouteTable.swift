/// What the router knows about its routes, stored flat: one small fixed-size record per
/// route, the route's texts in one shared byte pool, and values that repeat across routes
/// (file IDs, parameter lists, methods, schemes) stored once and referred to by index.
///
/// There is no object per route, so a large table costs a few arrays (about 80 bytes a
/// route plus its texts) and copying the table (copy-on-write) is a handful of
/// reference-count bumps. ``RouteInfo`` is a view over one record, built on demand.
///
/// A route's place in the table (its *slot*, which the trie's entries refer to) is not its
/// ``RouteID``: identities only grow and are never reused, while a removed route's record
/// stays (marked dead) only until ``compacted(types:)`` drops it.
struct RouteTable: Sendable {
    /// One route (28 bytes).
    struct Record: Sendable {
        /// Where the route's texts start in ``pool``: pattern, name, summary, owner, each
        /// as a LEB128 length plus one (0 for `nil`) followed by its UTF-8 bytes.
        var texts: UInt32
        var fileID: UInt32
        var line: Int32
        /// Index into ``parameterLists``.
        var parameters: UInt32
        /// Index into ``extras``, or -1 when the route needs none.
        var extra: Int32
        /// Index into ``methodNames`` (0: no method).
        var method: UInt16
        /// Index into ``schemes`` (0: a global route).
        var scheme: UInt16
        var flags: UInt8
    }

    /// What only some routes need: a priority, the expansions' parameter maps of a
    /// pattern with optional groups, or the whole parsed pattern of a typed route (which
    /// cannot be parsed again from its text).
    struct Extra: Sendable {
        var priority: Int32
        var expansionParameters: [[Int]]
        var parsed: ParsedPattern?
    }

    static let live: UInt8 = 1
    static let exposed: UInt8 = 2

    private(set) var records: [Record] = []
    private(set) var handlers: [RouteHandler?] = []
    /// Each record's route identity (``RouteID``), increasing with the slot.
    private var ids: [Int32] = []
    /// The identity the next route gets.
    private var nextID: Int32 = 0
    /// How many records are dead (routes removed since the last compaction).
    private(set) var deadCount = 0
    private var pool: [UInt8] = []
    private var fileIDs: [String] = []
    private var fileIDIndex: [String: UInt32] = [:]
    private var parameterLists: [[RouteParameter]] = [[]]
    private var parameterListIndex: [[RouteParameter]: UInt32] = [[]: 0]
    private var methodNames: [String?] = [nil]
    private var schemes: [String] = [""]
    private var extras: [Extra] = []

    /// How many records there are (live, or removed since the last compaction).
    var count: Int { records.count }
    /// How many routes are live.
    var liveCount: Int { records.count - deadCount }

    /// The indices of the live routes, in registration order.
    var liveIndices: [Int32] {
        records.indices.compactMap { records[$0].flags & Self.live != 0 ? Int32($0) : nil }
    }

    // MARK: Adding and removing

    /// Appends a route with a new identity and returns its slot.
    ///
    /// - Parameter keepsParsed: Keep `parsed` whole (it cannot be parsed again from its
    ///   text); otherwise only what parsing cannot give back cheaply is kept.
    mutating func append(
        _ parsed: ParsedPattern, keepsParsed: Bool, name: String?, summary: String?, owner: String?, isExposed: Bool,
        priority: Int, handler: RouteHandler?, fileID: String, line: Int
    ) -> Int32 {
        let index = Int32(records.count)
        let texts = UInt32(pool.count)
        for text in [parsed.text, name, summary, owner] { appendText(text) }
        var extra: Int32 = -1
        let multiExpansion = parsed.expansions.count > 1
        if keepsParsed || priority != 0 || multiExpansion {
            extras.appendCompactly(Extra(
                priority: Int32(clamping: priority), expansionParameters: multiExpansion ? parsed.expansionParameters : [],
                parsed: keepsParsed ? parsed : nil))
            extra = Int32(extras.count - 1)
        }
        records.appendCompactly(Record(
            texts: texts, fileID: intern(fileID), line: Int32(clamping: line), parameters: intern(parsed.parameters),
            extra: extra, method: Self.index(of: parsed.method, in: &methodNames),
            scheme: Self.index(of: parsed.scheme, in: &schemes),
            flags: Self.live | (isExposed ? Self.exposed : 0)))
        handlers.appendCompactly(handler)
        ids.appendCompactly(nextID)
        nextID &+= 1
        return index
    }

    /// Marks the route in slot `index` removed; returns its handler, for the caller to let go of.
    mutating func remove(_ index: Int) -> RouteHandler? {
        records[index].flags &= ~Self.live
        deadCount += 1
        defer { handlers[index] = nil }
        return handlers[index]
    }

    /// Removes every route; identities stay unique. Returns the handlers, for the caller
    /// to let go of.
    mutating func removeAll() -> [RouteHandler?] {
        defer { self = RouteTable(nextID: nextID) }
        return handlers
    }

    init() {}

    private init(nextID: Int32) {
        self.nextID = nextID
    }

    /// The table of the live routes alone, in the same order and with the same identities,
    /// its texts and shared values holding only theirs, and each old slot's new one (-1 for
    /// a removed route). Routes added from a string are parsed again with `types`.
    func compacted(types: [String: ParameterType]) -> (table: RouteTable, slots: [Int32]) {
        var table = RouteTable(nextID: nextID)
        var slots = [Int32](repeating: -1, count: records.count)
        for slot in records.indices where isLive(slot) {
            let extra = Int(records[slot].extra)
            let moved = table.append(
                parsed(slot, types: types), keepsParsed: extra >= 0 && extras[extra].parsed != nil, name: text(slot, field: 1),
                summary: text(slot, field: 2), owner: text(slot, field: 3), isExposed: isExposed(slot), priority: priority(slot),
                handler: handlers[slot], fileID: fileID(slot), line: line(slot))
            // The route keeps its identity, not the next one `append` gave it.
            table.ids[Int(moved)] = ids[slot]
            slots[slot] = moved
        }
        return (table, slots)
    }

    private mutating func appendText(_ text: String?) {
        guard let text else {
            pool.appendCompactly(0)
            return
        }
        var length = UInt(text.utf8.count) + 1
        while length >= 0x80 {
            pool.appendCompactly(UInt8(truncatingIfNeeded: length) | 0x80)
            length >>= 7
        }
        pool.appendCompactly(UInt8(length))
        pool.appendCompactly(contentsOf: text.utf8)
    }

    private mutating func intern(_ fileID: String) -> UInt32 {
        if let index = fileIDIndex[fileID] { return index }
        fileIDs.append(fileID)
        let index = UInt32(fileIDs.count - 1)
        fileIDIndex[fileID] = index
        return index
    }

    private mutating func intern(_ parameters: [RouteParameter]) -> UInt32 {
        if let index = parameterListIndex[parameters] { return index }
        parameterLists.append(parameters)
        let index = UInt32(parameterLists.count - 1)
        parameterListIndex[parameters] = index
        return index
    }

    private static func index<Value: Equatable>(of value: Value, in list: inout [Value]) -> UInt16 {
        if let index = list.firstIndex(of: value) { return UInt16(truncatingIfNeeded: index) }
        list.append(value)
        return UInt16(truncatingIfNeeded: list.count - 1)
    }

    /// Whether `method` and `scheme` are known or there is room for them (16-bit indices).
    func hasRoom(method: String?, scheme: String) -> Bool {
        (methodNames.count < Int(UInt16.max) || methodNames.contains(method))
            && (schemes.count < Int(UInt16.max) || schemes.contains(scheme))
    }

    // MARK: Reading

    func isLive(_ index: Int) -> Bool {
        index >= 0 && index < records.count && records[index].flags & Self.live != 0
    }

    /// The identity (``RouteID``) of the route in slot `index`.
    func id(_ index: Int) -> Int32 { ids[index] }

    /// The slot of the live route with identity `id`, or `nil`: a binary search, as
    /// identities increase with the slot.
    func slot(of id: Int32) -> Int? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id && isLive(low) ? low : nil
    }

    /// Text `field` of route `index`: 0 pattern, 1 name, 2 summary, 3 owner.
    func text(_ index: Int, field: Int) -> String? {
        var offset = Int(records[index].texts)
        var skipped = 0
        while true {
            var length = 0
            var shift = 0
            while true {
                let byte = pool[offset]
                offset += 1
                length |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            if skipped == field {
                guard length > 0 else { return nil }
                return String(decoding: pool[offset..<(offset + length - 1)], as: UTF8.self)
            }
            offset += max(0, length - 1)
            skipped += 1
        }
    }

    func pattern(_ index: Int) -> String { text(index, field: 0) ?? "" }
    func method(_ index: Int) -> String? { methodNames[Int(records[index].method)] }
    func scheme(_ index: Int) -> String { schemes[Int(records[index].scheme)] }
    func parameters(_ index: Int) -> [RouteParameter] { parameterLists[Int(records[index].parameters)] }
    func fileID(_ index: Int) -> String { fileIDs[Int(records[index].fileID)] }
    func line(_ index: Int) -> Int { Int(records[index].line) }
    func isExposed(_ index: Int) -> Bool { records[index].flags & Self.exposed != 0 }

    func priority(_ index: Int) -> Int {
        let extra = Int(records[index].extra)
        return extra < 0 ? 0 : Int(extras[extra].priority)
    }

    /// `GET /repos/:owner/:repo` or `shop://detail/:id`.
    func displayPattern(_ index: Int) -> String {
        (method(index).map { "\($0) " } ?? "") + pattern(index)
    }

    /// `Feature/Routes.swift:12`.
    func location(_ index: Int) -> String { "\(fileID(index)):\(line(index))" }

    /// The route's whole parsed pattern: kept for typed routes, parsed again from the
    /// text (with `types`, the types it was first parsed with) for the others.
    func parsed(_ index: Int, types: [String: ParameterType]) -> ParsedPattern {
        let extra = Int(records[index].extra)
        if extra >= 0, let parsed = extras[extra].parsed { return parsed }
        let text = pattern(index)
        let reparsed = try? ParsedPattern(text, method: method(index), types: types, fileID: fileID(index), line: line(index))
        return reparsed ?? ParsedPattern(unparsed: text, method: method(index), scheme: scheme(index), parameters: parameters(index))
    }

    /// The capture of route `index`'s expansion `expansion` that holds the parameter
    /// `name`, or `nil`: what reading a match's parameter by name looks up, comparing the
    /// names in place (no parameter list or record is copied).
    func captureIndex(_ index: Int, named name: String, expansion: Int, captureCount: Int) -> Int? {
        let list = Int(records[index].parameters)
        for capture in 0..<captureCount {
            if let parameter = parameterIndex(index, expansion: expansion, capture: capture),
               parameterLists[list][parameter].name == name {
                return capture
            }
        }
        return nil
    }

    /// The index in the route's parameters of capture `capture` of expansion `expansion`.
    @inline(__always)
    func parameterIndex(_ index: Int, expansion: Int, capture: Int) -> Int? {
        let record = records[index]
        if record.extra >= 0 {
            let extra = extras[Int(record.extra)]
            let map = extra.parsed?.expansionParameters ?? extra.expansionParameters
            if !map.isEmpty {
                guard expansion < map.count, capture < map[expansion].count else { return nil }
                return map[expansion][capture]
            }
        }
        return capture < parameterLists[Int(record.parameters)].count ? capture : nil
    }
}
