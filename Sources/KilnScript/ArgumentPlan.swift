// A call site's plan: which argument goes to which parameter, defaults filled in.

/// How a call site's arguments map onto a function's parameters: worked out once per site.
struct ArgumentPlan {
    /// `callerLiteral`: a default of `#line`, `#function`, … (`SourceLiterals.swift`), which
    /// Swift takes from the call site.
    enum Source { case argument(Int), defaultValue(Eval), variadic([Int]), callerLiteral((Location) -> Value) }
    let sources: [Source]

    /// Matches argument labels to parameters in order, as Swift does; nil when they do not fit.
    init?(labels: [String?], parameters: [Parameter], ignoreLabels: Bool = false) {
        let sources: [Source]?
        if !ignoreLabels, let trailing = labels.firstIndex(where: isTrailingClosureLabel) {
            sources = ArgumentPlan.trailingClosureSources(labels: labels, parameters: parameters, trailing: trailing)  // TrailingClosures.swift
        } else {
            sources = ArgumentPlan.matchSources(labels: labels, parameters: parameters, ignoreLabels: ignoreLabels, trailingArity: nil)
        }
        guard let sources else { return nil }
        self.sources = sources
        computeIdentity()
    }

    /// The forward scan: labels matched to parameters in order; the unlabeled trailing closure to
    /// the next parameter that takes it (`takesTrailingClosure`).
    static func matchSources(labels: [String?], parameters: [Parameter], ignoreLabels: Bool, trailingArity: Int?) -> [Source]? {
        var sources: [Source] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            let fits = { (i: Int) -> Bool in
                guard i < labels.count else { return false }
                if ignoreLabels || labels[i] == parameter.label { return true }
                return isTrailingClosureLabel(labels[i])
                    && takesTrailingClosure(parameters, at: index, arity: trailingArity, later: labels[(i + 1)...])
            }
            if parameter.isVariadic {
                var taken: [Int] = []
                if fits(next) {
                    taken.append(next)
                    next += 1
                    // Later arguments of a variadic parameter are unlabeled.
                    while next < labels.count, labels[next] == nil,
                          ignoreLabels || index == parameters.count - 1 || parameters[index + 1].label != nil {
                        taken.append(next)
                        next += 1
                    }
                }
                sources.append(.variadic(taken))
            } else if fits(next) {
                sources.append(.argument(next))
                next += 1
            } else if let literal = parameter.callerLiteral {
                sources.append(.callerLiteral(literal))
            } else if let defaultValue = parameter.defaultValue {
                sources.append(.defaultValue(defaultValue))
            } else {
                return nil
            }
        }
        if next != labels.count { return nil }
        return sources
    }

    /// Arguments already in parameter order (worked out once, checked on every call).
    var isIdentity: Bool { identity }
    private var identity = true

    private mutating func computeIdentity() {
        identity = sources.enumerated().allSatisfy { i, source in
            if case .argument(let j) = source { return i == j }
            return false
        }
    }

    func arrange(_ arguments: [Value], defaultsIn frame: Frame, at site: Location) throws -> [Value] {
        var result: [Value] = []
        result.reserveCapacity(sources.count)
        for source in sources {
            switch source {
            case .argument(let i): result.append(arguments[i])
            case .defaultValue(let eval): result.append(try eval(frame))
            case .variadic(let indices): result.append(.array(indices.map { arguments[$0] }))
            case .callerLiteral(let literal): result.append(literal(site))
            }
        }
        return result
    }
}
