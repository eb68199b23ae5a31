/// Where a name is written, as the compiler looks names up from there: the file (whose
/// imports count), the type an enclosing extension extends, and the types declared around
/// it, so that the whole-app check (``WiringLink``) resolves `Pricing` inside
/// `extension Checkout { … }` to `Checkout.Pricing` the way the compiler does.
///
/// The scan records it per name; only the link, which sees every target, resolves it.
package struct ScannedScope: Sendable, Hashable, Codable {
    /// The file, relative to the package root, as in ``ScannedTarget/files``.
    package var file: String
    /// The type an enclosing extension extends, as written (`Checkout`,
    /// `Interfaces.Checkout`, generic arguments dropped); `nil` outside extensions.
    package var extendedType: String?
    /// The simple names of the type declarations around the name, outermost first, inside
    /// the extension when there is one (`["Checkout", "Impl"]` in `enum Checkout { struct Impl { … } }`).
    package var types: [String]
    /// The generic parameters and associated types of the declarations around it (`T` in
    /// `func make<T>()`): a name among them stands for a type the scan cannot know.
    package var genericParameters: [String]

    /// Creates a scope.
    package init(file: String, extendedType: String? = nil, types: [String] = [], genericParameters: [String] = []) {
        self.file = file
        self.extendedType = extendedType
        self.types = types
        self.genericParameters = genericParameters
    }
}
