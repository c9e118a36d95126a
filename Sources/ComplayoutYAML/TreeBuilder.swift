import ComplayoutDiagnostics

/// Builds one document's node tree from parser events, resolving aliases and enforcing limits.
struct TreeBuilder {
    /// Whether to read another event.
    enum Step {
        case proceed
        case stop
    }

    let limits: YAMLLimits
    /// The keys whose flow sequences are packed (`PackedSequence`), and the input they are read from.
    private let packingKeys: Set<String>
    private let input: [UInt8]
    /// In the order found; a mapping's duplicate keys are found only at its end.
    private(set) var diagnostics: [Diagnostic] = []
    /// The document's nodes so far.
    private var arena = YAMLArena()
    /// The root's place in the arena, once its last event has been read.
    private var rootNode: Int?

    private var open: [OpenCollection] = []
    /// The finished entries of every open collection.
    private var children = EntryStack()
    private var anchors: [String: BuiltNode] = [:]
    /// Nodes so far with every alias expanded; equals the root's weight at the end.
    private var expandedNodes = 0
    private var documents = 0

    init(limits: YAMLLimits, packing keys: Set<String> = [], input: [UInt8] = []) {
        self.limits = limits
        packingKeys = keys
        self.input = input
        arena.reserveCapacity(forBytes: input.count)
    }

    /// The document's root, once its last event has been read; the tree is handed over.
    consuming func root() -> YAMLNode? {
        guard let rootNode else { return nil }
        return YAMLNode(tree: YAMLTree(arena, input: input), index: rootNode)
    }

    /// Records a diagnostic found outside the tree (a syntax error).
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Takes one event; `.stop` at the end of the stream or at a problem that ends reading.
    mutating func consume(_ event: consuming ParserEvent) -> Step {
        let range = event.range
        // Consumed, so that its strings move into the node rather than being copied.
        switch (consume event).kind {
        case .streamStart, .documentEnd:
            return .proceed
        case .streamEnd:
            return .stop
        case .documentStart:
            documents += 1
            guard documents == 1 else {
                diagnostics.append(Diagnostic(YAMLDiagnostic.multipleDocuments, at: range))
                return .stop
            }
            return .proceed
        case .alias(let name):
            stopPacking()
            return alias(name, at: range)
        case .scalar(let text, let style, let tag, let anchor):
            if packs(text, style: style, tag: tag, anchor: anchor, at: range) { return .proceed }
            guard count(1, at: range, isAlias: false) else { return .stop }
            if let tag { checkTag(tag, on: "a scalar", allowed: Self.scalarTags, at: range) }
            let node = arena.scalar(text, style: style, range: range, tag: arena.name(tag), anchor: arena.name(anchor))
            finish(BuiltNode(node: node, weight: 1, height: 0, occurrence: range), defining: anchor)
            return .proceed
        case .sequenceStart(let tag, let anchor, let isFlow, let byteOffset):
            if let tag { checkTag(tag, on: "a sequence", allowed: ["!!seq"], at: range) }
            let packing = tag == nil && anchor == nil ? byteOffset.flatMap(packingStart) : nil
            stopPacking()
            let step = start(.sequence, isFlow: isFlow, tag: tag, anchor: anchor, at: range)
            if step == .proceed, let packing {
                open[open.count - 1].packed = (packing, 0)
                open[open.count - 1].isPacking = true
            }
            return step
        case .mappingStart(let tag, let anchor, let isFlow):
            stopPacking()
            if let tag { checkTag(tag, on: "a mapping", allowed: ["!!map"], at: range) }
            return start(.mapping, isFlow: isFlow, tag: tag, anchor: anchor, at: range)
        case .sequenceEnd, .mappingEnd:
            end(at: range.end)
            return .proceed
        }
    }

    /// The tags of YAML's core schema a scalar may carry (and the merge key's); `!`, the
    /// non-specific tag, makes a plain scalar a string and is allowed everywhere.
    static let scalarTags: Set<String> = ["!!str", "!!int", "!!float", "!!bool", "!!null", "!!merge"]

    /// A tag outside the core schema (`!!binary`, `!custom`), or one that does not fit the node
    /// (`!!map` on a scalar), is an error: a layout file means nothing by it, and ignoring it would
    /// read the node as something its author did not write.
    private mutating func checkTag(_ tag: String, on kind: String, allowed: Set<String>, at range: SourceRange) {
        guard tag != "!", !allowed.contains(tag) else { return }
        let tags = allowed.subtracting(["!!merge"]).sorted().joined(separator: ", ")
        let shown = tag.count > 40 ? tag.prefix(39) + "…" : tag
        diagnostics.append(Diagnostic(YAMLDiagnostic.unreadTag(shown: String(shown), kind: kind, tags: tags), at: range))
    }

    private mutating func alias(_ name: String, at range: SourceRange) -> Step {
        guard var target = anchors[name] else {
            let suggestion = Suggestion.closest(to: name, in: anchors.keys.sorted())
            diagnostics.append(Diagnostic(YAMLDiagnostic.unknownAlias(name: name, suggestion: suggestion), at: range))
            // A stand-in keeps the tree's shape so later problems are still found.
            guard count(1, at: range, isAlias: false) else { return .stop }
            let placeholder = arena.scalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, range: range)
            finish(BuiltNode(node: placeholder, weight: 1, height: 0, occurrence: range))
            return .proceed
        }
        // Reused subtrees nest where they are used: a chain of aliases can nest deeper than the text.
        guard open.count + target.height <= limits.maxDepth else {
            diagnostics.append(tooDeep(at: range))
            return .stop
        }
        guard count(target.weight, at: range, isAlias: true) else { return .stop }
        target.occurrence = range
        finish(target)
        return .proceed
    }

    private mutating func start(_ kind: OpenCollection.Kind, isFlow: Bool, tag: String?, anchor: String?, at range: SourceRange) -> Step {
        guard open.count < limits.maxDepth else {
            diagnostics.append(tooDeep(at: range))
            return .stop
        }
        guard count(1, at: range, isAlias: false) else { return .stop }
        // Its place is taken now and filled in at its end.
        arena.nodes.append(ArenaNode(kind: .sequence, style: .plain, range: range, first: 0, count: 0))
        open.append(OpenCollection(
            kind: kind, isFlow: isFlow, start: range.start, tag: arena.name(tag), anchor: arena.name(anchor),
            node: arena.nodes.count - 1,
            firstChild: children.count))
        return .proceed
    }

    private mutating func end(at position: SourcePosition) {
        guard let collection = open.popLast() else { return }
        let hasEntries = children.count > collection.firstChild
        // A block collection's end event sits at the next token, which may be lines further
        // on, past comments; its last entry is where it really ends.
        let end = !collection.isFlow && hasEntries ? children[children.count - 1].occurrence.end : position
        let range = SourceRange(start: collection.start, end: end)
        let packed = collection.packed ?? (0, 0)
        var node = ArenaNode(
            kind: .sequence, style: .plain, range: range, first: arena.edges.count, count: 0, tag: collection.tag,
            anchor: collection.anchor)
        switch collection.kind {
        case .sequence:
            node.count = children.count - collection.firstChild
            children.popNodes(from: collection.firstChild, into: &arena.edges)
            if packed.count > 0 {
                node.kind = .packed
                node.pack = Int32(arena.packs.count)
                arena.packs.append(PackedText(byteOffset: packed.byteOffset, start: collection.start, count: packed.count))
            }
        case .mapping:
            node.kind = .mapping
            node.count = MappingAssembler.pairs(
                popping: collection.firstChild, from: &children, into: &arena, diagnostics: &diagnostics,
                maxErrors: limits.maxErrors)
        }
        arena.nodes[collection.node] = node
        finish(
            BuiltNode(node: collection.node, weight: collection.weight, height: collection.height, occurrence: range),
            defining: collection.anchor < 0 ? nil : arena.names[Int(collection.anchor)])
    }

    /// The byte offset at which a flow sequence starting at `byteOffset` is packed, or nil when it
    /// is not: it must be the value of a key the reader asked for, and no collection around it may
    /// have an anchor, so that no alias or merge ever reads it a second time.
    private func packingStart(_ byteOffset: Int) -> Int? {
        guard !packingKeys.isEmpty, let parent = open.last, parent.kind == .mapping,
            (children.count - parent.firstChild) % 2 == 1,
            let key = arena.scalarValue(children[children.count - 1].node), packingKeys.contains(key),
            !open.contains(where: { $0.anchor >= 0 })
        else { return nil }
        return byteOffset
    }

    /// True when the innermost open collection packs its scalars and takes this one: plain,
    /// untagged, on one line, its text its value (`PackedSequence.canPack`). Any other entry ends
    /// the packing; it and those after it are built as nodes.
    private mutating func packs(
        _ text: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, tag: String?, anchor: String?, at range: SourceRange
    ) -> Bool {
        guard open.last?.isPacking == true else { return false }
        // libyaml's text is valid UTF-8: its characters are the bytes that do not continue one.
        guard style == .plain, tag == nil, anchor == nil, range.start.line == range.end.line,
            range.end.column - range.start.column == text.count(where: { $0 & 0xC0 != 0x80 }),
            PackedSequence.canPack(text)
        else {
            stopPacking()
            return false
        }
        open[open.count - 1].packed?.count += 1
        return true
    }

    /// Ends the packing of the innermost open collection: the entry that comes next is a node.
    private mutating func stopPacking() {
        if !open.isEmpty { open[open.count - 1].isPacking = false }
    }

    /// Hands a finished node to its parent, or makes it the root; a definition with an
    /// anchor (re)binds the anchor's name to it, so later aliases find it.
    private mutating func finish(_ built: BuiltNode, defining anchor: String? = nil) {
        if let anchor { anchors[anchor] = built }
        if open.isEmpty {
            rootNode = built.node
        } else {
            open[open.count - 1].add(built)
            children.push(built)
        }
    }

    /// Adds `weight` expanded nodes; false, with a diagnostic, when that passes the limit.
    private mutating func count(_ weight: Int, at range: SourceRange, isAlias: Bool) -> Bool {
        expandedNodes = Self.adding(expandedNodes, weight)
        guard expandedNodes > limits.maxExpandedNodes else { return true }
        let limit = limits.maxExpandedNodes
        diagnostics.append(
            Diagnostic(
                isAlias ? YAMLDiagnostic.aliasExpansionTooLarge(limit: limit) : .tooManyNodes(limit: limit), at: range))
        return false
    }

    private func tooDeep(at range: SourceRange) -> Diagnostic {
        Diagnostic(YAMLDiagnostic.nestingTooDeep(limit: limits.maxDepth), at: range)
    }


    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
