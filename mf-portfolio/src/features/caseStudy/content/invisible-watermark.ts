import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A visible logo on an image is easy to crop away. This project hides the owner’s mark inside the image itself, invisible to the eye, and protects it with error correction so that small errors can be repaired when the mark is read back.',
    cards: [
      {
        title: 'Architecture',
        items: ['Haar wavelet transform of the image', 'The watermark encoded with error correction', 'Embedding in the wavelet domain, then the inverse transform'],
      },
      {
        title: 'Key Features',
        items: ['No visible change to the image', 'Error correction for reliable extraction', 'Wavelet-domain embedding instead of pixel edits'],
      },
      {
        title: 'Data Output',
        items: ['The watermarked image', 'The recovered watermark on extraction', 'Proof of ownership for an image'],
      },
    ],
  },
  technical: {
    intro:
      'The watermark is not painted onto the pixels. The image is moved into the Haar wavelet domain, the encoded mark is embedded there, and the image is transformed back.',
    subsections: [
      {
        title: 'Embedding and extraction',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Encode', text: 'The watermark is encoded with error correction.' },
              { title: 'Transform', text: 'The image is decomposed with the Haar wavelet.' },
              { title: 'Embed', text: 'The encoded watermark is written into the wavelet coefficients.' },
              { title: 'Reconstruct', text: 'The inverse transform gives the watermarked image.' },
              { title: 'Extract', text: 'The same transform reads the mark back; error correction repairs damaged bits.' },
            ],
          },
          {
            kind: 'code',
            title: 'Method',
            language: 'python',
            code: `WAVELET = "haar"            # Haar wavelet embedding
ERROR_CORRECTION = True     # the mark is encoded before embedding`,
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
