/// Where the story video's frames go: the encoder, or a test that keeps them. A frame is the
/// card's pixels as Cairo lays them out (32 bits a pixel, B G R X in memory on little-endian
/// machines), `stride` bytes a row, shown for `count` frames in a row.
public protocol FrameSink {
    func append(bgra: UnsafeRawPointer, stride: Int, count: Int) throws
}
