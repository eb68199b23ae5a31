public import Foundation
public import LatticeCore

extension Mediator {
    /// Runs the action a URL names: `scheme://target/action?key=value` (for `http`/`https`,
    /// `https://host/target/action?key=value`).
    ///
    /// From outside the app (any `origin` but `Origin/app`) the call must pass
    /// the mediator's ``policy`` (scheme, host, sizes, each value's length), and the action
    /// (or fallback) must be `Exposure.external`. Every refusal is reported to the policy's
    /// hook and thrown as ``MediatorError/Code/refused`` with its ``MediatorError/refusal``.
    /// Query values arrive as strings and are decoded into the action's input.
    ///
    /// - Parameters:
    ///   - url: The URL as received.
    ///   - origin: Where it came from.
    ///   - fileID: The file the call is made from, for messages; the caller's by default.
    ///   - line: The line the call is made from, for messages; the caller's by default.
    /// - Returns: The action's (or a fallback's) result.
    /// - Complexity: Parsing with `URLComponents`, then as
    ///   ``perform(target:action:params:origin:fileID:line:)``.
    public func perform(
        url: URL, origin: Origin, fileID: String = #fileID, line: Int = #line
    ) async throws(MediatorError) -> any Sendable {
        let site = CallSite(fileID: fileID, line: line)
        switch RemoteURL.parse(url, policy: policy, origin: origin, site: site) {
        case .success(let call):
            return try await performNamed(call, site: site)
        case .failure(let refused):
            throw refusal(refused, origin: origin, site: site)
        }
    }

    /// Runs the action a URL given as a string names, as the router takes URLs: see
    /// ``perform(url:origin:fileID:line:)-(URL,_,_,_)``. Text that is not a URL
    /// Foundation reads is refused as malformed, reported to the policy's hook like every
    /// refusal.
    public func perform(
        url: String, origin: Origin, fileID: String = #fileID, line: Int = #line
    ) async throws(MediatorError) -> any Sendable {
        guard let parsed = URL(string: url) else {
            let site = CallSite(fileID: fileID, line: line)
            let refused = RemoteURL.Refused(
                refusal: policy.refuse(.malformed("it is not a URL"), subject: url, origin: origin, fileID: fileID, line: line))
            throw refusal(refused, origin: origin, site: site)
        }
        return try await perform(url: parsed, origin: origin, fileID: fileID, line: line)
    }

    /// The error of a refused remote call, logged and reported to the observer.
    private func refusal(_ refused: RemoteURL.Refused, origin: Origin, site: CallSite) -> MediatorError {
        let error = logged(
            MediatorError.refused(target: refused.target, action: refused.action, refusal: refused.refusal, fileID: site.fileID, line: site.line),
            origin: origin)
        let observer = registry.withLock { $0.observer }
        if let observer {
            CallWatch(observer: observer, target: refused.target, action: refused.action, origin: origin)
                .report(.failed(error))
        }
        return error
    }
}

/// Turns a remote URL into an untyped call, or the refusal that stops it.
enum RemoteURL {
    /// A refusal with the names parsed so far.
    struct Refused: Error {
        let refusal: TrustRefusal
        var target = ""
        var action = ""
    }

    static func parse(_ url: URL, policy: TrustPolicy, origin: Origin, site: CallSite) -> Result<UntypedCall, Refused> {
        let subject = url.absoluteString
        func refuse(_ reason: TrustRefusal.Reason, _ target: String = "", _ action: String = "") -> Result<UntypedCall, Refused> {
            .failure(Refused(
                refusal: policy.refuse(reason, subject: subject, origin: origin, fileID: site.fileID, line: site.line),
                target: target, action: action))
        }
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = parts.scheme else {
            return refuse(.malformed("it has no scheme"))
        }
        let segments = parts.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let items = parts.queryItems ?? []
        if let refusal = policy.check(
            subject: subject, scheme: scheme, host: parts.host, length: subject.utf8.count,
            segmentCount: segments.count, queryItemCount: items.count, origin: origin,
            fileID: site.fileID, line: site.line
        ) {
            return .failure(Refused(refusal: refusal))
        }
        let names = TrustPolicy.isWebScheme(scheme) ? segments : [parts.host ?? ""] + segments
        guard names.count == 2, !names[0].isEmpty, !names[1].isEmpty else {
            let shape = TrustPolicy.isWebScheme(scheme) ? "\(scheme)://host/target/action" : "\(scheme)://target/action"
            return refuse(.malformed("expected \(shape)"))
        }
        let (target, action) = (names[0], names[1])
        var params: [String: any Sendable] = [:]
        for item in items {
            let value = item.value ?? ""
            let length = value.utf8.count
            if origin.isExternal, length > policy.limits.maxValueLength {
                return refuse(.valueTooLong(name: item.name, length: length, limit: policy.limits.maxValueLength), target, action)
            }
            guard params.updateValue(value, forKey: item.name) == nil else {
                return refuse(.malformed("the parameter '\(item.name)' appears more than once"), target, action)
            }
        }
        return .success(UntypedCall(target: target, action: action, params: params, origin: origin, subject: subject))
    }
}
