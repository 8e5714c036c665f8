import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A printed QR code is easy to photograph and reprint. I protect each code by adding a random noise signature to its image, and check a code later by measuring how structurally similar it is to the protected original.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Noise generator (Gaussian, mean 0, standard deviation 100)',
          'Protected QR image = original + noise, kept in the 0–255 pixel range',
          'Checker that scores a scanned code against the protected original with SSIM',
        ],
      },
      {
        title: 'Key Features',
        items: [
          'The signature lives in the code image itself, no extra label needed',
          'Every protected code gets its own random noise',
          'A single similarity score to decide on',
        ],
      },
      {
        title: 'Data & Results',
        items: [
          'Input: a QR code image (8-bit pixels, 0–255)',
          'Output when protecting: the protected image',
          'Output when checking: an SSIM score, 1.0 for identical images',
        ],
      },
    ],
  },
  technical: {
    intro:
      'Protection and checking are two small functions. The first adds Gaussian noise with mean 0 and standard deviation 100 to the QR image; the second compares two images with structural similarity (SSIM), using a Gaussian window with sigma 1.5 and a data range of 255 for 8-bit images.',
    subsections: [
      {
        title: 'Step by step',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Generate noise', text: 'Draw one Gaussian value per pixel, mean 0 and standard deviation 100.' },
              { title: 'Protect', text: 'Add the noise to the QR image and clip the result back to 0–255; store the protected original.' },
              { title: 'Check', text: 'Compare a candidate image with the protected original: SSIM with sigma 1.5 over a data range of 255.' },
              { title: 'Decide', text: 'A high score means the candidate matches the protected original; a low score means it does not.' },
            ],
          },
        ],
      },
      {
        title: 'Protection and verification code',
        blocks: [
          {
            kind: 'code',
            title: 'protect.py',
            language: 'python',
            code: `import numpy as np
from skimage.metrics import structural_similarity

NOISE_MEAN = 0
NOISE_STD = 100
SSIM_SIGMA = 1.5
SSIM_DATA_RANGE = 255


def protect(qr_image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Adds a Gaussian noise signature to an 8-bit grayscale QR image."""
    noise = rng.normal(loc=NOISE_MEAN, scale=NOISE_STD, size=qr_image.shape)
    return np.clip(qr_image.astype(np.float64) + noise, 0, 255).astype(np.uint8)


def similarity(original: np.ndarray, candidate: np.ndarray) -> float:
    """SSIM of two 8-bit grayscale images of the same size; 1.0 means identical."""
    return structural_similarity(
        original,
        candidate,
        gaussian_weights=True,
        sigma=SSIM_SIGMA,
        data_range=SSIM_DATA_RANGE,
    )`,
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
