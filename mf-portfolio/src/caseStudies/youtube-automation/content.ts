import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  demoLabel: 'View Demo',
  overview: {
    intro:
      'Publishing videos regularly takes writing, recording, finding visuals, editing and uploading. The tool I built does all five: from a topic it writes the script, narrates it, generates the images, composes the video with captions and music, and uploads it — right away or on a schedule.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'A chat-completion service writes the script (GPT-4o or GPT-4o-mini)',
          'A text-to-speech service narrates it',
          'An image-generation service draws each scene',
          'The YouTube Data API, authorised with OAuth, uploads the result',
        ],
      },
      {
        title: 'Key Features',
        items: [
          '30+ voices for the narration',
          'Captions and background music added automatically',
          'Denser scene splits for the first 50 seconds of long videos',
        ],
      },
      {
        title: 'Upload Methods',
        items: [
          'Immediate upload or scheduled publishing',
          'Browser format: one upload per pipe-separated line',
          'API format: pipe-separated lines with days_to_publish and hour:minute',
        ],
      },
    ],
  },
  technical: {
    intro:
      'Every video starts as a structured script. The script drives the rest of the pipeline: each scene’s line becomes narration and captions, and each scene’s image prompt becomes a picture.',
    subsections: [
      {
        title: 'Generated video script',
        blocks: [
          {
            kind: 'code',
            title: 'Script structure',
            language: 'json',
            code: `{
  "title": "<video title>",
  "thumbnail": "<thumbnail idea>",
  "description": "<video description>",
  "tags": ["<tag>", "<tag>"],
  "script_scenes": {
    "scene_1": { "line": "<narration>", "image_prompt": "<prompt for the scene's image>" },
    "scene_2": { "line": "<narration>", "image_prompt": "<prompt for the scene's image>" }
  }
}`,
            note: 'script_scenes continues with scene_3, scene_4 and so on; every scene has a line and an image_prompt.',
          },
        ],
      },
      {
        title: 'Scenes and composition',
        blocks: [
          {
            kind: 'list',
            items: [
              'The first 50 seconds of a long video use a denser scene split, so the opening changes pictures more often.',
              'Scenes are stacked by 3 when the video is composed.',
              'Narration comes from one of 30+ voices; captions and music are added in composition.',
              'Scripts are written with GPT-4o or GPT-4o-mini.',
            ],
          },
        ],
      },
      {
        title: 'Upload formats',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Videos to upload are listed as pipe-separated ( | ) lines, one video per line, in one of two formats. The browser format is for uploads made through the YouTube website; the API format is for uploads through the YouTube Data API and adds two scheduling fields: days_to_publish and the publish time as hour:minute.',
          },
          {
            kind: 'code',
            title: 'Upload list formats',
            language: 'text',
            code: `browser format:  <video fields>
API format:      <video fields> | <days_to_publish> | <hour:minute>

API example:     <video fields> | 2 | 18:30    -> published 2 days from today at 18:30`,
          },
          {
            kind: 'code',
            title: 'Publish time of an API-format line',
            language: 'python',
            code: `from datetime import datetime, timedelta


def publish_at(days_to_publish: int, hour_minute: str, today: datetime) -> datetime:
    """days_to_publish days after today, at hour:minute."""
    hour, minute = (int(part) for part in hour_minute.split(":"))
    day = today + timedelta(days=days_to_publish)
    return day.replace(hour=hour, minute=minute, second=0, microsecond=0)`,
          },
          {
            kind: 'code',
            title: 'Services the tool calls',
            language: 'text',
            code: `chat-completion service   -> script (GPT-4o or GPT-4o-mini)
text-to-speech service    -> narration (30+ voices)
image-generation service  -> one image per scene
YouTube Data API          -> upload, immediate or scheduled (OAuth)`,
          },
        ],
      },
    ],
  },
  extraSections: [
    {
      title: 'Sample Output',
      id: 'demo',
      intro: 'What the tool produces for one video: a generated script, and the five steps that turn it into a published video.',
      subsections: [
        {
          title: 'Generated script example',
          blocks: [
            {
              kind: 'code',
              title: 'Illustrative script for a short explainer',
              language: 'json',
              code: `{
  "title": "Three Habits for a Calmer Morning",
  "thumbnail": "A sunrise over a tidy desk with a steaming cup",
  "description": "Small changes that make the start of the day less rushed.",
  "tags": ["morning routine", "productivity", "habits"],
  "script_scenes": {
    "scene_1": {
      "line": "Most rushed mornings start the night before.",
      "image_prompt": "A bedside table with clothes laid out for the next day, soft evening light"
    },
    "scene_2": {
      "line": "Put your phone away for the first few minutes after you wake up.",
      "image_prompt": "A phone face down on a wooden table next to a window at dawn"
    },
    "scene_3": {
      "line": "And write down the one task that matters most today.",
      "image_prompt": "A hand writing a single line in a notebook, warm morning light"
    }
  }
}`,
              note: 'An illustration of the structure; the tool writes a new script for every topic.',
            },
          ],
        },
        {
          title: 'Pipeline',
          blocks: [
            {
              kind: 'pipeline',
              steps: [
                { title: 'Script generation', text: 'GPT-4o or GPT-4o-mini writes the title, description, tags and scenes.' },
                { title: 'Speech', text: 'Each scene’s line is narrated with one of 30+ voices.' },
                { title: 'Image generation', text: 'Each scene’s image prompt becomes an image.' },
                { title: 'Composition', text: 'Images, narration, captions and music are combined into the video.' },
                { title: 'Upload', text: 'Published immediately or scheduled.' },
              ],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
