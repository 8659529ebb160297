import TextPositions

extension ObjectiveCLookupMatcher {
    /// `lookups` with each pattern written in a function-like macro's body (`#define
    /// TranslateKeyword(keyword) … localizedStringForKey:@"keyword_" keyword …`) replaced by the
    /// keys its uses spell (`TranslateKeyword(@"archive")` → `keyword_archive`), each placed at the
    /// use's argument. A pattern stays when a use passes something other than a literal, or the
    /// macro is never used in the file: its keys cannot be enumerated.
    func expandingMacroPatterns(_ lookups: [ObjectiveCSource.Lookup]) -> [ObjectiveCSource.Lookup] {
        guard lookups.contains(where: \.isPattern) else { return lookups }
        var result: [ObjectiveCSource.Lookup] = []
        for lookup in lookups {
            guard lookup.isPattern, let expansions = macroExpansions(of: lookup) else {
                result.append(lookup)
                continue
            }
            result += expansions
        }
        return result.sorted { $0.keyRange.start < $1.keyRange.start }
    }

    /// The lookups the uses of the macro around `lookup`'s key pattern make, or `nil`.
    private func macroExpansions(of lookup: ObjectiveCSource.Lookup) -> [ObjectiveCSource.Lookup]? {
        guard let keyStart = tokens.firstIndex(where: { $0.range.start == lookup.keyRange.start }),
            let macro = enclosingMacro(before: keyStart)
        else { return nil }
        var keyEnd = keyStart
        while keyEnd < tokens.count, tokens[keyEnd].range.end <= lookup.keyRange.end { keyEnd += 1 }
        let pieces = keyStart..<keyEnd
        // Every name in the key is one of the macro's parameters.
        for index in pieces where tokens[index].kind == .identifier {
            guard macro.parameters.contains(text(tokens[index].range)) else { return nil }
        }
        var expansions: [ObjectiveCSource.Lookup] = []
        var index = keyEnd
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, isPunctuation(index + 1, "("), text(tokens[index].range) == macro.name else { continue }
            let arguments = self.arguments(open: index + 1)
            guard arguments.count == macro.parameters.count else { return nil }
            var key = ""
            var place: ByteRange?
            for piece in pieces {
                let token = tokens[piece]
                switch token.kind {
                case .string:
                    key += ObjectiveCLiteral.decode(bytes, token.range)
                case .identifier:
                    guard let position = macro.parameters.firstIndex(of: text(token.range)),
                        let argument = literal(arguments[position])
                    else { return nil }
                    key += argument.value
                    if place == nil { place = argument.range }
                default:
                    continue
                }
            }
            var expansion = lookup
            expansion.key = key
            expansion.keyRange = place ?? tokens[index].range
            expansion.isPattern = false
            expansion.isShipping = lookup.isShipping && tokens[index].isShipping
            expansions.append(expansion)
        }
        return expansions.isEmpty ? nil : expansions
    }

    /// The function-like macro whose body holds the token at `index`: its name and parameters,
    /// when `#define NAME(a, b)` starts the logical line (backslash-continued lines included).
    private func enclosingMacro(before index: Int) -> (name: String, parameters: [String])? {
        var cursor = index
        while cursor > 0 {
            cursor -= 1
            // A line break not escaped by `\` between the directive and the key ends the search.
            if lineBreakBetween(tokens[cursor].range.end, tokens[cursor + 1].range.start) { return nil }
            guard tokens[cursor].kind == .identifier, text(tokens[cursor].range) == "define", isDirective(tokens[cursor].range.start)
            else { continue }
            guard cursor + 2 < index, tokens[cursor + 1].kind == .identifier, isPunctuation(cursor + 2, "("),
                tokens[cursor + 2].range.start == tokens[cursor + 1].range.end
            else { return nil }
            var parameters: [String] = []
            var position = cursor + 3
            while position < index, !isPunctuation(position, ")") {
                if tokens[position].kind == .identifier { parameters.append(text(tokens[position].range)) }
                position += 1
            }
            return (text(tokens[cursor + 1].range), parameters)
        }
        return nil
    }

    /// Whether the bytes from `start` to `end` hold a line break not escaped by a backslash.
    private func lineBreakBetween(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if bytes[index] == 0x0A {
                var before = index - 1
                if before >= 0, bytes[before] == 0x0D { before -= 1 }
                if before < 0 || bytes[before] != UInt8(ascii: "\\") { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether a `#` (spaces allowed between) comes right before `offset`.
    private func isDirective(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index >= 0 && bytes[index] == UInt8(ascii: "#")
    }
}
