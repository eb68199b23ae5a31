internal import LatticeGraph

/// Where ``GraphDrawing`` puts each module: the layers as horizontal bands, highest layer
/// on top (modules in no layer in a band above them all), each band one or more rows
/// (a module above the modules of its own layer it depends on), and the modules of each
/// row ordered to reduce edge crossings by barycentric sweeps (a dependency spanning
/// several rows passes through one virtual point per row in between).
///
/// The DOT output follows the bands and rows (one `rank=same` group per row, rows
/// chained top to bottom) and lists each row in this order; ``frames`` and ``bands``
/// give a plain geometry (boxes sized from the names) that tests and other renderers
/// can check.
package struct GraphLayout: Sendable {
    /// A rectangle, `y` growing downwards.
    package struct Rect: Sendable, Hashable {
        /// The left edge.
        package var x: Double
        /// The top edge.
        package var y: Double
        /// The width.
        package var width: Double
        /// The height.
        package var height: Double

        /// Whether `other` lies entirely inside this rectangle (edges may touch).
        package func contains(_ other: Rect) -> Bool {
            other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
        }

        /// Whether the two rectangles share any interior point.
        package func overlaps(_ other: Rect) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// One layer's band.
    package struct Band: Sendable {
        /// The layer, or `nil` for the band of modules in no layer.
        package let layer: String?
        /// The module names of each row, top row first, each row left to right.
        package let rows: [[String]]
        /// The band's rectangle; every module of the band lies inside it.
        package let frame: Rect
    }

    /// The bands, top to bottom: modules in no layer, then the layers highest first.
    package let bands: [Band]
    /// Each module's box by name.
    package let frames: [String: Rect]
    /// Edge crossings between adjacent rows in this order (long dependencies counted on
    /// each row they pass).
    package let crossings: Int

    /// Lays out `graph`, whose layers are in `result`; `layers` is the layer order,
    /// lowest first.
    ///
    /// - Parameters:
    ///   - graph: The modules and their dependencies.
    ///   - result: What the check found, and each module's layer.
    ///   - layers: The layer names, lowest first.
    ///   - sweeps: Barycentric sweeps (alternately downwards and upwards); the
    ///     order with the fewest crossings seen is kept. `0` keeps the declaration order
    ///     (long dependencies drawn straight down from their upper end): the baseline.
    /// - Complexity: O(*sweeps* × *s*²) for *s* row segments (dependencies split per row).
    package init(graph: ModuleGraph, result: CheckResult, layers: [String], sweeps: Int = 12) {
        let names = graph.graph.nodes.map(\.name)
        // Bands, top to bottom; nodes keep declaration order inside a band.
        var bandNames: [String?] = []
        if names.contains(where: { result.layers[$0].map { !layers.contains($0) } ?? true }) { bandNames.append(nil) }
        let used = Set(names.compactMap { result.layers[$0] })
        bandNames += layers.reversed().filter(used.contains).map { Optional($0) }
        func band(of name: String) -> Int {
            let layer = result.layers[name].flatMap { layers.contains($0) ? $0 : nil }
            return bandNames.firstIndex(of: layer) ?? 0
        }
        // Rows inside a band: a module sits above those of its band it depends on.
        var height: [String: Int] = [:]
        var visiting: Set<String> = []
        let index = Dictionary(uniqueKeysWithValues: graph.graph.nodes.map { ($0.name, $0.id) })
        func rowHeight(_ name: String) -> Int {
            if let known = height[name] { return known }
            guard visiting.insert(name).inserted, let id = index[name] else { return 0 }  // a cycle: cut here
            var value = 0
            for dependency in graph.graph.names(graph.graph.dependencies(of: id)) where band(of: dependency) == band(of: name) {
                value = max(value, rowHeight(dependency) + 1)
            }
            visiting.remove(name)
            height[name] = value
            return value
        }
        var rows: [[Int]] = []  // element ids per global row
        var bandOfRow: [Int] = []
        var rowOf: [String: Int] = [:]
        for bandIndex in bandNames.indices {
            let members = names.filter { band(of: $0) == bandIndex }
            let tallest = members.map(rowHeight).max() ?? 0
            for level in stride(from: tallest, through: 0, by: -1) {
                for name in members where rowHeight(name) == level { rowOf[name] = rows.count }
                rows.append([])
                bandOfRow.append(bandIndex)
            }
        }
        // Elements: the modules, then one virtual point per row a dependency passes.
        var elementName: [String?] = []
        var elementOf: [String: Int] = [:]
        for name in names {
            elementOf[name] = elementName.count
            rows[rowOf[name] ?? 0].append(elementName.count)
            elementName.append(name)
        }
        var above = [[Int]](repeating: [], count: elementName.count)
        var below = [[Int]](repeating: [], count: elementName.count)
        func link(_ upper: Int, _ lower: Int) {
            below[upper].append(lower)
            above[lower].append(upper)
        }
        for edge in graph.graph.edges where edge.to != nil {
            let from = graph.graph[edge.from].name
            guard let fromRow = rowOf[from], let toRow = rowOf[edge.target], fromRow != toRow,
                  let fromElement = elementOf[from], let toElement = elementOf[edge.target] else { continue }
            let (upper, lower) = fromRow < toRow ? (fromElement, toElement) : (toElement, fromElement)
            var previous = upper
            for row in (min(fromRow, toRow) + 1)..<max(fromRow, toRow) {
                let point = elementName.count
                elementName.append(nil)
                above.append([])
                below.append([])
                rows[row].append(point)
                link(previous, point)
                previous = point
            }
            link(previous, lower)
        }
        // Baseline: virtual points straight below their upper end.
        var position = [Int](repeating: 0, count: elementName.count)
        func renumber(_ row: Int) { for (slot, element) in rows[row].enumerated() { position[element] = slot } }
        for row in rows.indices {
            rows[row].sort { a, b in
                let keyA = elementName[a] == nil ? Double(position[above[a][0]]) + 0.5 : -1
                let keyB = elementName[b] == nil ? Double(position[above[b][0]]) + 0.5 : -1
                if (keyA < 0) != (keyB < 0) { return keyA < 0 }
                return keyA < keyB || (keyA == keyB && a < b)
            }
            renumber(row)
        }
        func countCrossings() -> Int {
            var total = 0
            for row in rows.indices.dropLast() {
                var segments: [(Int, Int)] = []
                for element in rows[row] { for lower in below[element] { segments.append((position[element], position[lower])) } }
                for i in segments.indices {
                    for j in segments.indices where j > i {
                        let (a, b) = (segments[i], segments[j])
                        if (a.0 < b.0 && a.1 > b.1) || (a.0 > b.0 && a.1 < b.1) { total += 1 }
                    }
                }
            }
            return total
        }
        var best = (crossings: countCrossings(), rows: rows)
        for sweep in 0..<sweeps {
            let downwards = sweep % 2 == 0
            let order = downwards ? Array(rows.indices.dropFirst()) : Array(rows.indices.dropLast().reversed())
            for row in order {
                var key: [Int: Double] = [:]
                for element in rows[row] {
                    let neighbours = downwards ? above[element] : below[element]
                    key[element] = neighbours.isEmpty ? Double(position[element]) : Double(neighbours.map { position[$0] }.reduce(0, +)) / Double(neighbours.count)
                }
                rows[row] = rows[row].enumerated().sorted { a, b in
                    let (keyA, keyB) = (key[a.element] ?? 0, key[b.element] ?? 0)
                    return keyA < keyB || (keyA == keyB && a.offset < b.offset)
                }.map(\.element)
                renumber(row)
            }
            let crossings = countCrossings()
            if crossings < best.crossings { best = (crossings, rows) }
        }
        rows = best.rows
        crossings = best.crossings
        // Geometry: boxes sized from the names, bands as wide as the widest row.
        let nodeHeight = 28.0, rowGap = 40.0, nodeGap = 16.0, padding = 16.0, label = 18.0, bandGap = 24.0, point = 8.0
        func width(_ element: Int) -> Double {
            elementName[element].map { max(60, 7 * Double($0.count) + 24) } ?? point
        }
        let widest = rows.map { row in row.map(width).reduce(0, +) + nodeGap * Double(max(row.count - 1, 0)) }.max() ?? 0
        var frames: [String: Rect] = [:]
        var bands: [Band] = []
        var top = 0.0
        for bandIndex in bandNames.indices {
            let bandRows = rows.indices.filter { bandOfRow[$0] == bandIndex }
            var y = top + padding + label
            for row in bandRows {
                var x = padding
                for element in rows[row] {
                    if let name = elementName[element] { frames[name] = Rect(x: x, y: y, width: width(element), height: nodeHeight) }
                    x += width(element) + nodeGap
                }
                y += nodeHeight + rowGap
            }
            let bottom = y - rowGap + padding
            bands.append(Band(
                layer: bandNames[bandIndex],
                rows: bandRows.map { rows[$0].compactMap { elementName[$0] } },
                frame: Rect(x: 0, y: top, width: widest + 2 * padding, height: bottom - top)))
            top = bottom + bandGap
        }
        self.bands = bands
        self.frames = frames
    }
}
