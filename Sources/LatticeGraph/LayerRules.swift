import LatticeCore

/// Layers as data: their order, which nodes belong to each (by name or pattern), which
/// layers each may depend on, and whether nodes of one layer may depend on each other.
///
/// ```swift
/// let rules = try LayerRules([
///     .init("foundation", patterns: ["*Core", "Log"]),
///     .init("shared", patterns: ["Cart", "Payment*"]),
///     .init("features", patterns: ["*Feature"], allowsDependenciesWithin: false),
/// ])
/// rules.layer(forName: "CheckoutFeature")   // "features"
/// ```
///
/// Layers are listed lowest first. Unless a layer says otherwise with `mayDependOn`, it may
/// depend on every layer below it and on none above. ``threeLayerDefault`` is foundation →
/// shared (business) → features, with features never depending on each other.
public struct LayerRules: Sendable, Hashable {
    /// One layer.
    public struct Layer: Sendable, Hashable {
        /// Its unique name.
        public var name: String
        /// Node names or glob patterns (`*` any run, `?` one character) that put a node in
        /// this layer when the node does not name its layer itself.
        public var patterns: [String]
        /// The layers it may depend on; `nil` means every layer below it.
        public var mayDependOn: [String]?
        /// Whether nodes of this layer may depend on each other.
        public var allowsDependenciesWithin: Bool

        /// Creates a layer.
        public init(_ name: String, patterns: [String] = [], mayDependOn: [String]? = nil, allowsDependenciesWithin: Bool = true) {
            self.name = name
            self.patterns = patterns
            self.mayDependOn = mayDependOn
            self.allowsDependenciesWithin = allowsDependenciesWithin
        }
    }

    /// The layers, lowest first.
    public let layers: [Layer]
    /// `allowed[from * layers.count + to]`: whether layer `from` may depend on layer `to`.
    let allowed: [Bool]
    let globs: [[Glob]]

    /// Checks and stores the layers.
    ///
    /// - Parameters:
    ///   - layers: The layers, lowest first.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Throws: ``GraphError/Code/invalidRules`` for an empty or duplicate layer name, an
    ///   empty pattern, a `mayDependOn` entry that names no layer, or one exact name
    ///   listed in two layers.
    public init(_ layers: [Layer], fileID: String = #fileID, line: Int = #line) throws(GraphError) {
        func fail(_ subject: String, _ message: String, _ fix: String) -> GraphError {
            .invalidRules(subject.isEmpty ? "layers" : subject, message: message, fix: fix, fileID: fileID, line: line)
        }
        var position: [String: Int] = [:]
        for (index, layer) in layers.enumerated() {
            guard !layer.name.isEmpty else {
                throw fail("", "Layer \(index + 1) has an empty name.", "name it")
            }
            guard position.updateValue(index, forKey: layer.name) == nil else {
                throw fail(layer.name, "The layer '\(layer.name)' is listed twice.", "merge the two entries")
            }
        }
        var owner: [String: String] = [:]
        for layer in layers {
            for pattern in layer.patterns {
                guard !pattern.isEmpty else {
                    throw fail(layer.name, "The layer '\(layer.name)' has an empty pattern.", "remove it or write a name or glob such as '*Feature'")
                }
                if Glob(pattern).isLiteral, let other = owner.updateValue(layer.name, forKey: pattern), other != layer.name {
                    throw fail(pattern, "'\(pattern)' is listed in both '\(other)' and '\(layer.name)'.", "keep it in one layer")
                }
            }
            for target in layer.mayDependOn ?? [] where position[target] == nil {
                let hint = closestNames(to: target, in: layers.map(\.name)).first.map { " Did you mean '\($0)'?" } ?? ""
                throw fail(target, "The layer '\(layer.name)' may depend on '\(target)', which is not a layer.\(hint)", "name one of \(quotedList(layers.map(\.name)))")
            }
        }
        let count = layers.count
        var allowed = [Bool](repeating: false, count: count * count)
        for (from, layer) in layers.enumerated() {
            allowed[from * count + from] = layer.allowsDependenciesWithin
            if let explicit = layer.mayDependOn {
                for target in explicit { if let to = position[target], to != from { allowed[from * count + to] = true } }
            } else {
                for to in 0..<from { allowed[from * count + to] = true }
            }
        }
        self.layers = layers
        self.allowed = allowed
        self.globs = layers.map { $0.patterns.map(Glob.init) }
    }

    /// foundation (`*Core`, `*Foundation`, `*Utilities`, `*Utils`, `*Kit`) → shared business
    /// (`*Service`, `*Services`, `*Domain`, `*Business`) → features (`*Feature`,
    /// `*Features`; features never depend on each other). Each layer may depend on the
    /// layers below it.
    public static let threeLayerDefault: LayerRules = {
        // The layers below are consistent, so building them cannot fail.
        (try? LayerRules([
            Layer("foundation", patterns: ["*Core", "*Foundation", "*Utilities", "*Utils", "*Kit"]),
            Layer("shared", patterns: ["*Service", "*Services", "*Domain", "*Business"]),
            Layer("features", patterns: ["*Feature", "*Features"], allowsDependenciesWithin: false),
        ])) ?? LayerRules(unchecked: [])
    }()

    private init(unchecked layers: [Layer]) {
        self.layers = layers
        self.allowed = []
        self.globs = []
    }

    /// The position of the layer named `name`, or `nil`.
    public func index(ofLayer name: String) -> Int? {
        layers.firstIndex { $0.name == name }
    }

    /// The layer a node named `name` belongs to by the patterns: a layer that lists the
    /// exact name wins; otherwise the lowest layer with a matching glob. `nil` when none
    /// matches.
    ///
    /// - Complexity: O(*p* × *m*) for *p* patterns of length about *m*; no allocation.
    public func layer(forName name: String) -> String? {
        layerIndex(forName: name).map { layers[$0].name }
    }

    func layerIndex(forName name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes in
            for (index, patterns) in globs.enumerated() {
                for glob in patterns where glob.isLiteral && glob.pattern.elementsEqual(bytes) { return index }
            }
            for (index, patterns) in globs.enumerated() {
                for glob in patterns where !glob.isLiteral && glob.matches(bytes) { return index }
            }
            return nil
        }
    }

    /// Whether a node in layer `from` may depend on a node in layer `to` (for the same
    /// layer: ``Layer/allowsDependenciesWithin``). `false` when either is not a layer.
    public func mayDepend(from: String, on to: String) -> Bool {
        guard let from = index(ofLayer: from), let to = index(ofLayer: to) else { return false }
        return allowed[from * layers.count + to]
    }

    /// The layers that layer number `index` may depend on, lowest first.
    func allowedTargets(of index: Int) -> [String] {
        (0..<layers.count).filter { $0 != index && allowed[index * layers.count + $0] }.map { layers[$0].name }
    }
}
