import LatticeComponents
import LatticeAnnotations

struct LeftComponent: Component { let name = "Left" }
struct RightComponent: ShopComponent { let name = "Right" }

@Provides((any Mirror).self)
final class Glass: Mirror {}
