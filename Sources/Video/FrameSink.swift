import Render

/// Where the story video's frames go: the encoder, or a test that keeps them. A frame is a
/// card's canvas, shown for `count` frames in a row; the sink reads its pixels as Cairo lays
/// them out (32 bits a pixel, B G R X in memory on little-endian machines).
package protocol FrameSink {
    func append(_ frame: Canvas, count: Int) throws
}
