import Model

extension FolderScan {
    /// Why a folder holds nothing to count, naming it: it is empty, or none of its files is a
    /// photo or a video. Nil when it holds some.
    public func holdsNothing(stage: String) -> PhotoWrappedError? {
        if inventory.filesSeen == 0 {
            return PhotoWrappedError(.empty, stage: stage, subject: root.description,
                                     reason: "the folder is empty; give the folder that holds your photos")
        }
        if inventory.photos == 0, inventory.videos == 0 {
            let files = inventory.filesSeen == 1 ? "its one file is not" : "none of its \(inventory.filesSeen) files is"
            return PhotoWrappedError(.empty, stage: stage, subject: root.description, reason: "\(files) a photo or a video")
        }
        return nil
    }
}
