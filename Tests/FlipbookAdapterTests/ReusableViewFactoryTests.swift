import Testing
@testable import FlipbookAdapter

/// Cell classes in pasted code get a registered maker, when their initialiser is callable.
@Suite struct ReusableViewFactoryTests {
  static let cells = """
    import UIKit

    class MessageCell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }
    final class UnreadCell: MessageCell {}
    class PhotoCell: UICollectionViewCell {
        var image: UIImage?
    }
    class HeaderView: UICollectionReusableView {
        init(title: String) { super.init(frame: .zero) }
        required init?(coder: NSCoder) { fatalError() }
    }
    class Plain: NSObject {}
    """

  @Test func registersCellsWhoseUIKitInitialiserIsCallable() {
    let output = Adapter.adapt([Adapter.Input(path: "/app/Pasted/Cells.swift", bytes: Array(Self.cells.utf8))])
    let file = output.files[0]
    #expect(file.contains("ReusableViews.register(MessageCell.self) { MessageCell(style: .default, reuseIdentifier: $0) }"))
    // Inherits MessageCell's initialiser (it declares none of its own).
    #expect(file.contains("ReusableViews.register(UnreadCell.self) { UnreadCell(style: .default, reuseIdentifier: $0) }"))
    #expect(file.contains("ReusableViews.register(PhotoCell.self) { _ in PhotoCell(frame: .zero) }"))
    // HeaderView has only init(title:): a list cannot make it, and no call that would not compile is written.
    #expect(!file.contains("HeaderView.self"))
    #expect(!file.contains("Plain.self"))
  }
}
