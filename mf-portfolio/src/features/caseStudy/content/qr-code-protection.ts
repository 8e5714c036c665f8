import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A QR code is easy to copy. This project adds a noise signature to each code and later compares a code with the original using structural similarity, so a copy can be told apart from the real one.',
    cards: [
      {
        title: 'Architecture',
        items: ['Noise generation with mean 0 and standard deviation 100', 'The signature added to the QR image', 'SSIM comparison against the original'],
      },
      {
        title: 'Key Features',
        items: ['A signature built into the code image itself', 'SSIM with sigma 1.5', 'SSIM data range 255'],
      },
      {
        title: 'Data Output',
        items: ['A protected QR image', 'A similarity score when a code is checked', 'A basis for accepting or rejecting a code'],
      },
    ],
  },
  technical: {
    intro: 'Protection and verification use two parameter sets: one for the noise that is added, one for the similarity measure used to check a code.',
    subsections: [
      {
        title: 'Protection',
        blocks: [
          {
            kind: 'code',
            title: 'Adding the noise signature',
            language: 'python',
            code: `NOISE_MEAN = 0
NOISE_STD = 100

noise = rng.normal(loc=NOISE_MEAN, scale=NOISE_STD, size=qr_image.shape)`,
          },
        ],
      },
      {
        title: 'Verification',
        blocks: [
          {
            kind: 'code',
            title: 'Comparing with the original',
            language: 'python',
            code: `SSIM_SIGMA = 1.5
SSIM_DATA_RANGE = 255

score = ssim(original, candidate, sigma=SSIM_SIGMA, data_range=SSIM_DATA_RANGE)`,
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
