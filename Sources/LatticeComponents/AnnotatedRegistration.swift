public import LatticeCore

/// What one annotation registers, found in the binary: the value of the `AnnotationRecord`
/// that `@Provides`, `@Route` and `@MediatorTarget` write beside the declaration, or the mark
/// `@LatticeComponent` leaves on the component that registers its module's annotations.
///
/// A component registers its module's annotations with ``Component/registerAnnotated(in:)``
/// (the default ``Component/register(in:)`` calls it): no generated file and no build plugin
/// on the component's target. The code the macros write calls ``write(to:ifTypeAt:fileID:_:)``
/// and ``write(to:ifTypeAt:fileID:home:)``; apps do not use this type directly.
public struct AnnotatedRegistration: Sendable {
    /// The module that declares the annotation.
    let module: String
    let content: Content

    enum Content: Sendable {
        /// Registers what the annotation declares in a component's context.
        case register(@Sendable (ComponentContext) throws -> Void)
        /// The component that registers its module's annotations (`@LatticeComponent`).
        case home(any Component.Type)
    }

    /// The marked component, for a `@LatticeComponent` mark.
    var home: (any Component.Type)? {
        if case .home(let type) = content { return type }
        return nil
    }

    init(fileID: String, content: Content) {
        module = String(fileID.prefix { $0 != "/" })
        self.content = content
    }

    /// Writes the registration of an annotation to a record's value (the macros' accessor).
    ///
    /// - Parameters:
    ///   - value: The accessor's first argument.
    ///   - type: The accessor's second argument.
    ///   - fileID: `#fileID` where the annotation is: its module registers it.
    ///   - register: Registers what the annotation declares in a component's context.
    /// - Returns: Whether the record's value was asked for as an `AnnotatedRegistration`.
    public static func write(
        to value: UnsafeMutableRawPointer, ifTypeAt type: UnsafeRawPointer, fileID: String,
        _ register: @escaping @Sendable (ComponentContext) throws -> Void
    ) -> CBool {
        AnnotationRecords.write(AnnotatedRegistration(fileID: fileID, content: .register(register)), to: value, ifTypeAt: type)
    }

    /// Writes the mark of the component that registers its module's annotations
    /// (`@LatticeComponent`'s accessor).
    ///
    /// - Parameters:
    ///   - value: The accessor's first argument.
    ///   - type: The accessor's second argument.
    ///   - fileID: `#fileID` where the component is declared.
    ///   - home: The marked component's type.
    /// - Returns: Whether the record's value was asked for as an `AnnotatedRegistration`.
    public static func write(
        to value: UnsafeMutableRawPointer, ifTypeAt type: UnsafeRawPointer, fileID: String, home: any Component.Type
    ) -> CBool {
        AnnotationRecords.write(AnnotatedRegistration(fileID: fileID, content: .home(home)), to: value, ifTypeAt: type)
    }

    /// Every annotated registration of the process, by module; read once.
    static let byModule: [String: [AnnotatedRegistration]] = Dictionary(
        grouping: AnnotationRecords.values(of: AnnotatedRegistration.self), by: \.module)

    /// The module that declares `type`.
    static func module(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }
}
