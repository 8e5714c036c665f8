import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Visible watermarks spoil an image and are easy to crop out. I built an invisible watermark: the mark is hidden in the image’s Haar wavelet coefficients, where the eye does not notice it, and it is protected by error correction so it can still be read when some of its bits are damaged.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Haar wavelet transform of the image',
          'Error-correcting encoding of the mark',
          'Embedding in the wavelet coefficients, then the inverse transform',
        ],
      },
      {
        title: 'Key Features',
        items: ['No visible change to the image', 'The mark travels with the image file itself', 'Error correction recovers the mark from partly damaged bits'],
      },
      {
        title: 'Data & Results',
        items: ['Input: an image and the mark to hide', 'Output: the watermarked image', 'Reading back: the recovered mark'],
      },
    ],
  },
  technical: {
    intro:
      'A single-level Haar wavelet transform splits an image into an approximation band and three detail bands. The mark is encoded with error correction first, so a few bits damaged by later editing or compression do not lose it, and is then written into the wavelet coefficients before the image is rebuilt.',
    subsections: [
      {
        title: 'Embedding, step by step',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Encode', text: 'The mark is turned into bits and encoded with error correction, adding redundancy.' },
              { title: 'Transform', text: 'The image goes through a Haar wavelet transform.' },
              { title: 'Embed', text: 'The encoded bits are written into the wavelet coefficients.' },
              { title: 'Rebuild', text: 'The inverse Haar transform gives the watermarked image, which looks the same as the original.' },
              { title: 'Extract', text: 'Reading reverses the steps: transform, read the bits, then let error correction restore the mark.' },
            ],
          },
        ],
      },
      {
        title: 'The wavelet step',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The transform and its inverse around the embedding step, shown here on the approximation band; embed_bits writes the error-corrected codeword into its coefficients.',
          },
          {
            kind: 'code',
            title: 'watermark.py',
            language: 'python',
            code: `import numpy as np
import pywt


def embed(channel: np.ndarray, codeword: np.ndarray) -> np.ndarray:
    """Hides an error-corrected codeword in one image channel via the Haar wavelet domain."""
    approx, (horizontal, vertical, diagonal) = pywt.dwt2(channel.astype(np.float64), "haar")
    approx = embed_bits(approx, codeword)
    restored = pywt.idwt2((approx, (horizontal, vertical, diagonal)), "haar")
    return np.clip(restored, 0, 255).astype(np.uint8)`,
          },
        ],
      },
    ],
  },
  extraSections: [
    {
      title: 'Use Cases',
      subsections: [
        {
          title: 'Where it fits',
          blocks: [
            { kind: 'list', items: ['Marking photographs and artwork before they are published', 'Showing that an image in circulation came from you'] },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
