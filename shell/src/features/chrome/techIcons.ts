import {
  Binary, Bot, Boxes, Brain, Camera, ChartBar, Cloud, Code, Cpu, Database, Eye, FileText, GitBranch, Globe,
  Image, Languages, Layers, Lock, Mic, Music, Network, Rocket, ScanLine, Server, Shield, Sparkles, Terminal, Workflow,
} from 'lucide-react';

/** The faint technology icons behind the sidebar links; the first 16 are the ones kept when collapsed. */
export const TECH_ICONS = [
  Brain, Cpu, Bot, Database, Code, Cloud, Network, Camera, Mic, Sparkles, Terminal, Server, Workflow, Eye,
  ScanLine, ChartBar, Binary, Boxes, FileText, GitBranch, Globe, Image, Languages, Layers, Lock, Music, Rocket, Shield,
];
